'use client';

import {
  type Inquiry,
  inquiriesEndpoints,
  inquiryAttachmentsEndpoints,
  inquiryDescriptionMax,
  inquiryFormSchema,
  type Locale,
  privateInquiryLimit,
} from '@tendero/contracts';
import { Button, cx, Field, Textarea } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form } from '@/lib/form';
import { toast } from '@/lib/toast';
import { AttachmentsField, useAttachmentUploads } from './attachments/attachments-field';
import {
  clearInquiryDraft,
  emptyTargets,
  formValuesOf,
  type InquiryFormValues,
  type InquiryTargets,
  saveInquiryDraft,
} from './inquiry-draft';
import { BudgetFields, MarketingConsentField, VisibilityAndCityFields } from './inquiry-form-fields';
import { NoInquiriesNotice, SignInPrompt } from './inquiry-notices';
import { useInquiryScope } from './inquiry-scope-provider';
import { PrivateInquiryFields } from './private-inquiry-fields';
import { ServicesField } from './services-field';

/**
 * The one inquiry form (SPEC §2 "choose services, visibility duration, description, marketing consent,
 * send"), validated by the same contract as the API: in the marketplace dialog, as "New inquiry" and to edit
 * an open inquiry on /orders/my. A client, manager or sales rep sends it; a signed-out visitor keeps it as a
 * draft and is asked to sign in; administrators are told they publish none.
 */
export function InquiryForm({
  mode,
  initial,
  targets = emptyTargets,
  inquiryId,
  layout = 'page',
  intro,
  onSaved,
  onCancel,
  cancelLabel,
}: {
  mode: 'create' | 'edit';
  initial: InquiryFormValues;
  /** Companies asked directly, or the search of "ask all companies found" (create only). */
  targets?: InquiryTargets;
  /** The inquiry edited (edit only). */
  inquiryId?: string;
  /** `dialog`: the fields scroll and the buttons stay at the bottom of the dialog. */
  layout?: 'page' | 'dialog';
  /** Shown above the fields (who the inquiry is asked of); a function is told whether it is private. */
  intro?: ReactNode | ((isPrivate: boolean) => ReactNode);
  onSaved: (inquiry: Inquiry) => void;
  onCancel?: () => void;
  cancelLabel?: string;
}) {
  const t = useTranslations('myInquiries.form');
  const tf = useTranslations('inquiries.fields');
  const ti = useTranslations('inquiries');
  const tAll = useTranslations();
  const locale = useLocale() as Locale;
  const id = useId();
  const { viewer } = useInquiryScope();
  const [askSignIn, setAskSignIn] = useState(false);
  // A draft's values are in the HTML, and what is typed before the scripts arrive is kept.
  const {
    register,
    control,
    submit: onSubmit,
    message,
    getValues,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useContractForm(inquiryFormSchema, { defaultValues: initial, onSubmit: save, onInvalid: () => keepDraft() });
  const description = watch('description') ?? '';
  // Files go once the inquiry exists: chosen here, sent after it is saved, in the same click.
  const [storedFiles, setStoredFiles] = useState<Inquiry['attachments']>([]);
  useEffect(() => {
    if (mode !== 'edit' || !inquiryId || viewer === null) return;
    apiRequest(inquiryAttachmentsEndpoints.listInquiryFiles, { params: { inquiryId }, locale })
      .then((list) => setStoredFiles(list.items))
      .catch(() => {});
  }, [mode, inquiryId, locale, viewer]);
  const files = useAttachmentUploads({
    kind: 'inquiry',
    stored: storedFiles,
    remove: async (file) => {
      await apiRequest(inquiryAttachmentsEndpoints.removeInquiryFile, {
        params: { inquiryId: inquiryId ?? '', attachmentId: file.id },
        locale,
      });
      toast.success(tAll('files.attachments.removed'));
    },
  });
  // "Ask only these companies": a new inquiry asked of up to 10 chosen companies (not "all found").
  const mayBePrivate =
    mode === 'create' &&
    !targets.askAllFound &&
    targets.more === 0 &&
    targets.companies.length > 0 &&
    targets.companies.length <= privateInquiryLimit;
  const isPrivate = mayBePrivate && (watch('private') ?? false);
  const nda = isPrivate && (watch('nda') ?? false);
  const ndaTerms = watch('ndaTerms') ?? '';

  if (viewer === 'ADMIN') return <NoInquiriesNotice className={layout === 'dialog' ? 'm-6' : ''} />;

  const keepDraft = () => {
    if (viewer === null && mode === 'create') saveInquiryDraft(formValuesOf(getValues()), targets);
  };

  async function save(values: z.output<typeof inquiryFormSchema>) {
    if (viewer === null) {
      keepDraft();
      setAskSignIn(true);
      return;
    }
    const { private: _private, nda: _nda, ndaTerms: terms, ...fields } = values;
    const saved =
      mode === 'create'
        ? await apiRequest(inquiriesEndpoints.create, {
            locale,
            body: {
              ...fields,
              companyIds: targets.companies.map((company) => company.id),
              ...(targets.askAllFound ? { askAllFound: targets.askAllFound } : {}),
              private: isPrivate,
              ...(nda ? { ndaTerms: terms } : {}),
            },
          })
        : await apiRequest(inquiriesEndpoints.update, {
            params: { inquiryId: inquiryId ?? '' },
            locale,
            body: fields,
          });
    if (mode === 'create') clearInquiryDraft();
    const attached = await files.uploadAll(inquiryAttachmentsEndpoints.uploadInquiryFile, {
      params: { inquiryId: saved.id },
    });
    if (attached.complete) toast.success(mode === 'create' ? ti('toasts.added') : ti('toasts.updated'));
    else toast.error([tAll('files.attachments.notAllAttached'), ...attached.problems].join('\n'));
    onSaved({ ...saved, attachments: attached.stored });
  }

  const dialog = layout === 'dialog';
  const fieldId = (name: string) => `${id}-${name}`;

  return (
    <Form onSubmit={onSubmit} className={cx(dialog && 'flex min-h-0 flex-1 flex-col')}>
      <div className={cx('space-y-5', dialog && 'min-h-0 overflow-y-auto px-6 py-5')}>
        {typeof intro === 'function' ? intro(isPrivate) : intro}
        <Controller
          control={control}
          name="services"
          render={({ field }) => (
            <ServicesField
              id={fieldId('services')}
              value={field.value}
              onChange={field.onChange}
              selectRef={field.ref}
              error={message(errors.services?.message ?? errors.services?.[0]?.message)}
            />
          )}
        />

        <Field
          id={fieldId('description')}
          label={tf('description')}
          hint={
            <span className="flex justify-between gap-3">
              <span>{t('descriptionHint')}</span>
              <span className="shrink-0 tabular-nums">
                {tf('descriptionCounter', { count: description.length, max: inquiryDescriptionMax })}
              </span>
            </span>
          }
          error={message(errors.description?.message)}
        >
          <Textarea
            id={fieldId('description')}
            rows={dialog ? 5 : 6}
            maxLength={inquiryDescriptionMax}
            placeholder={t('descriptionPlaceholder')}
            invalid={!!errors.description}
            aria-describedby={errors.description ? `${fieldId('description')}-error` : `${fieldId('description')}-hint`}
            {...register('description')}
          />
        </Field>

        <VisibilityAndCityFields register={register} errors={errors} fieldId={fieldId} mode={mode} />

        <BudgetFields register={register} errors={errors} fieldId={fieldId} />

        {viewer !== null ? <AttachmentsField uploads={files} hint={tAll('files.attachments.hintInquiry')} /> : null}
        {mayBePrivate ? (
          <PrivateInquiryFields
            register={register}
            errors={errors}
            fieldId={fieldId}
            setValue={setValue}
            isPrivate={isPrivate}
            nda={nda}
            ndaTerms={ndaTerms}
          />
        ) : null}

        <MarketingConsentField register={register} />
      </div>

      <div
        className={cx(
          dialog ? 'border-t border-slate-200 bg-slate-50 px-6 py-4' : 'mt-6 border-t border-slate-200 pt-5',
        )}
      >
        {askSignIn ? (
          <SignInPrompt onBack={() => setAskSignIn(false)} />
        ) : (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
            {viewer === null && mode === 'create' ? (
              <p className="text-sm text-slate-600 sm:mr-auto">{t('visitorNote')}</p>
            ) : null}
            {onCancel ? (
              <Button variant="secondary" onClick={onCancel}>
                {cancelLabel ?? t('cancel')}
              </Button>
            ) : null}
            <Button type="submit" disabled={isSubmitting || files.busy}>
              {isSubmitting ? t('sending') : mode === 'create' ? t('send') : t('save')}
            </Button>
          </div>
        )}
      </div>
    </Form>
  );
}
