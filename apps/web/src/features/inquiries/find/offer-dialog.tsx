'use client';

import {
  type Application,
  type Attachment,
  applicationFieldsSchema,
  currencies,
  inquiriesEndpoints,
  inquiryAttachmentsEndpoints,
  type Locale,
} from '@tendero/contracts';
import { Button, Dialog, DialogHeader, Field, Input, Select, Textarea } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form } from '@/lib/form';
import { termsLink } from '@/lib/terms-link';
import { toast } from '@/lib/toast';
import { AttachmentLinks } from '../attachments/attachment-links';
import { AttachmentsField, useAttachmentUploads } from '../attachments/attachments-field';

/** What the dialog shows of the inquiry an offer answers, already in the page's language. */
export type OfferTarget = {
  inquiry: {
    id: string;
    services: string[];
    description: string;
    client: string;
    budget: string | null;
    city: string | null;
  };
  /** The rep's own offer when editing it. */
  application: Application | null;
  /** A new offer's first values (the assistant's draft); empty fields stay for the rep to fill. */
  draft?: OfferDraft;
};
/** A drafted offer: amounts and the timeline may be missing (null). */
export type OfferDraft = {
  message: string;
  scope: string;
  priceMin: number | null;
  priceMax: number | null;
  currency: (typeof currencies)[number];
  timelineDays: number | null;
  paymentTerms: string;
  validUntil: string;
};

/** The form's values as typed (amounts as text); the contract turns them into the offer. */
type FormValues = z.input<typeof applicationFieldsSchema>;

/** Polish users type decimal commas and spaces in amounts ("12 000"); the contract wants a number. */
const toAmount = (value: unknown) => (typeof value === 'string' ? value.replace(/\s/g, '').replace(',', '.') : value);

function isoDateIn(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const textOf = (value: number | null) => (value === null ? '' : String(value));

function valuesOf(application: Application | null, draft?: OfferDraft): FormValues {
  if (!application && draft) {
    return {
      message: draft.message,
      priceMin: textOf(draft.priceMin),
      priceMax: textOf(draft.priceMax),
      currency: draft.currency,
      timelineDays: textOf(draft.timelineDays),
      scope: draft.scope,
      paymentTerms: draft.paymentTerms,
      validUntil: draft.validUntil,
    };
  }
  if (!application) {
    return {
      message: '',
      priceMin: '',
      priceMax: '',
      currency: 'PLN',
      timelineDays: '',
      scope: '',
      paymentTerms: '',
      validUntil: isoDateIn(30),
    };
  }
  return {
    message: application.message,
    priceMin: String(application.price.min),
    priceMax: application.price.max === null ? '' : String(application.price.max),
    currency: application.price.currency,
    timelineDays: String(application.timelineDays),
    scope: application.scope,
    paymentTerms: application.paymentTerms,
    validUntil: application.validUntil,
  };
}

/**
 * The offer form (sales reps): the same fields for every company so the client compares like for like,
 * validated here with the contract the API uses; the server's translated field errors land on the fields.
 * One offer per rep and inquiry: a second one is refused, and the dialog then shows the offer already sent.
 */
export function OfferDialog({
  target,
  onClose,
  onSaved,
}: {
  target: OfferTarget | null;
  onClose: () => void;
  onSaved: (application: Application) => void;
}) {
  const t = useTranslations('findInquiries.offer');
  const tFields = useTranslations('inquiries.fields');
  const tAll = useTranslations();
  const locale = useLocale() as Locale;
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const {
    register,
    submit,
    message,
    reset,
    formState: { errors, isSubmitting },
  } = useContractForm(applicationFieldsSchema, { defaultValues: valuesOf(null), onSubmit: save });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (target) {
      reset(valuesOf(target.application, target.draft));
      if (!element.open) element.showModal();
    } else if (element.open) {
      element.close();
    }
  }, [target, reset]);

  const editing = target?.application ?? null;
  const inquiryId = target?.inquiry.id ?? null;
  const editingId = editing?.id ?? null;
  // The inquiry's files (a specification) to download, and the offer's own files when editing it.
  const [inquiryFiles, setInquiryFiles] = useState<Attachment[]>([]);
  const [offerFiles, setOfferFiles] = useState<Attachment[]>([]);
  useEffect(() => {
    setInquiryFiles([]);
    setOfferFiles([]);
    if (!inquiryId) return;
    apiRequest(inquiryAttachmentsEndpoints.listInquiryFiles, { params: { inquiryId }, locale })
      .then((list) => setInquiryFiles(list.items))
      .catch(() => {});
    if (editingId) {
      apiRequest(inquiryAttachmentsEndpoints.listOfferFiles, {
        params: { inquiryId, applicationId: editingId },
        locale,
      })
        .then((list) => setOfferFiles(list.items))
        .catch(() => {});
    }
  }, [inquiryId, editingId, locale]);
  const files = useAttachmentUploads({
    kind: 'offer',
    stored: offerFiles,
    remove: async (file) => {
      if (!inquiryId || !editingId) return;
      await apiRequest(inquiryAttachmentsEndpoints.removeOfferFile, {
        params: { inquiryId, applicationId: editingId, attachmentId: file.id },
        locale,
      });
      toast.success(tAll('files.attachments.removed'));
    },
  });

  async function save(values: z.output<typeof applicationFieldsSchema>) {
    if (!target) return;
    try {
      const saved = editing
        ? await apiRequest(inquiriesEndpoints.editApplication, {
            params: { inquiryId: target.inquiry.id, applicationId: editing.id },
            body: values,
            locale,
          })
        : await apiRequest(inquiriesEndpoints.apply, {
            params: { inquiryId: target.inquiry.id },
            body: values,
            locale,
          });
      const attached = await files.uploadAll(inquiryAttachmentsEndpoints.uploadOfferFile, {
        params: { inquiryId: target.inquiry.id, applicationId: saved.id },
      });
      onSaved({ ...saved, attachments: attached.stored });
      // The offer is saved either way; a refused file is named with the reason (the rep adds it when editing).
      if (attached.complete) toast.success(editing ? t('saved') : t('sent'));
      else toast.error([tAll('files.attachments.notAllAttached'), ...attached.problems].join('\n'));
      dialog.current?.close();
    } catch (error) {
      // Sent already (another tab, a double click): show the offer that exists, to edit instead.
      if (error instanceof ApiError && error.envelope?.reason === 'ALREADY_APPLIED')
        void showExisting(target.inquiry.id);
      throw error;
    }
  }

  async function showExisting(inquiryId: string) {
    const mine = await apiRequest(inquiriesEndpoints.applications, { locale }).catch(() => null);
    const existing = mine?.items.find((item) => item.inquiryId === inquiryId);
    if (existing) {
      const { inquiry: _inquiry, ...application } = existing;
      onSaved(application);
      dialog.current?.close();
    }
  }

  const fieldProps = (name: keyof FormValues) => {
    const error = errors[name]?.message;
    return {
      id: `${id}-${name}`,
      invalid: !!error,
      'aria-describedby': error ? `${id}-${name}-error` : undefined,
    };
  };
  const errorOf = (name: keyof FormValues) => message(errors[name]?.message);

  return (
    <Dialog
      dialogRef={dialog}
      labelledBy={`${id}-title`}
      onClose={onClose}
      width="lg"
      className="max-h-[calc(100dvh-1.5rem)]"
    >
      {target ? (
        <Form onSubmit={submit} className="flex max-h-[calc(100dvh-1.5rem)] flex-col">
          <DialogHeader
            titleId={`${id}-title`}
            title={editing ? t('editTitle') : t('title')}
            lead={editing ? t('editLead') : t('lead')}
            closeLabel={t('close')}
            onClose={() => dialog.current?.close()}
            className="px-5 sm:px-6"
          />

          <div className="space-y-5 overflow-y-auto px-5 py-5 sm:px-6">
            <section aria-labelledby={`${id}-inquiry`} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
              <h3 id={`${id}-inquiry`} className="text-sm font-semibold text-slate-900">
                {t('inquiry')}
              </h3>
              <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={tFields('services')}>
                {target.inquiry.services.map((name) => (
                  <li
                    key={name}
                    className="rounded-full bg-white px-2.5 py-0.5 text-xs text-slate-800 ring-1 ring-slate-200"
                  >
                    {name}
                  </li>
                ))}
              </ul>
              <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
                <div className="flex gap-1">
                  <dt className="text-slate-600">{t('client')}:</dt>
                  <dd className="font-medium text-slate-900">{target.inquiry.client}</dd>
                </div>
                {target.inquiry.budget ? (
                  <div className="flex gap-1">
                    <dt className="text-slate-600">{t('budget')}:</dt>
                    <dd className="font-medium text-slate-900">{target.inquiry.budget}</dd>
                  </div>
                ) : null}
                {target.inquiry.city ? (
                  <div className="flex gap-1">
                    <dt className="text-slate-600">{t('city')}:</dt>
                    <dd className="font-medium text-slate-900">{target.inquiry.city}</dd>
                  </div>
                ) : null}
              </dl>
              <p className="mt-2 max-h-40 overflow-y-auto text-sm leading-relaxed break-words whitespace-pre-line text-slate-800">
                {target.inquiry.description}
              </p>
              <AttachmentLinks files={inquiryFiles} className="mt-3" />
            </section>

            <Field id={`${id}-message`} label={tFields('message')} error={errorOf('message')}>
              <Textarea rows={4} maxLength={2000} {...fieldProps('message')} {...register('message')} />
            </Field>

            <fieldset className="grid gap-4 sm:grid-cols-[1fr_1.4fr_0.8fr]">
              <legend className="sr-only">{t('priceLegend')}</legend>
              <Field id={`${id}-priceMin`} label={tFields('priceMin')} error={errorOf('priceMin')}>
                <Input
                  inputMode="numeric"
                  autoComplete="off"
                  {...fieldProps('priceMin')}
                  {...register('priceMin', { setValueAs: toAmount })}
                />
              </Field>
              <Field id={`${id}-priceMax`} label={tFields('priceMax')} error={errorOf('priceMax')}>
                <Input
                  inputMode="numeric"
                  autoComplete="off"
                  {...fieldProps('priceMax')}
                  {...register('priceMax', { setValueAs: toAmount })}
                />
              </Field>
              <Field id={`${id}-currency`} label={tFields('currency')} error={errorOf('currency')}>
                <Select {...fieldProps('currency')} {...register('currency')}>
                  {currencies.map((currency) => (
                    <option key={currency} value={currency}>
                      {currency}
                    </option>
                  ))}
                </Select>
              </Field>
            </fieldset>

            <div className="grid gap-4 sm:grid-cols-2">
              <Field id={`${id}-timelineDays`} label={tFields('timelineDays')} error={errorOf('timelineDays')}>
                <Input
                  type="number"
                  min={1}
                  max={730}
                  inputMode="numeric"
                  {...fieldProps('timelineDays')}
                  {...register('timelineDays')}
                />
              </Field>
              <Field id={`${id}-validUntil`} label={tFields('validUntil')} error={errorOf('validUntil')}>
                <Input type="date" min={isoDateIn(0)} {...fieldProps('validUntil')} {...register('validUntil')} />
              </Field>
            </div>

            <Field id={`${id}-scope`} label={tFields('scope')} error={errorOf('scope')}>
              <Textarea rows={3} maxLength={1000} {...fieldProps('scope')} {...register('scope')} />
            </Field>

            <Field id={`${id}-paymentTerms`} label={tFields('paymentTerms')} error={errorOf('paymentTerms')}>
              <Input
                maxLength={300}
                placeholder={t('paymentTermsPlaceholder')}
                {...fieldProps('paymentTerms')}
                {...register('paymentTerms')}
              />
            </Field>

            <AttachmentsField uploads={files} hint={tAll('files.attachments.hintOffer')} />
          </div>

          <div className="flex flex-col gap-3 border-t border-slate-200 bg-slate-50 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
            <p className="text-xs text-slate-600">{t.rich('terms', { terms: termsLink(locale) })}</p>
            <div className="flex shrink-0 justify-end gap-2">
              <Button variant="secondary" onClick={() => dialog.current?.close()}>
                {t('cancel')}
              </Button>
              <Button type="submit" disabled={isSubmitting || files.busy}>
                {editing ? t('save') : t('submit')}
              </Button>
            </div>
          </div>
        </Form>
      ) : null}
    </Dialog>
  );
}
