'use client';

import { askAllLimit, type Inquiry, type InquiryCreateInput, type Locale, withLocale } from '@tendero/contracts';
import { Button, buttonClass, CheckCircleIcon, Dialog, DialogHeader } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  emptyInquiryValues,
  InquiryForm,
  type InquiryFormValues,
  NoInquiriesNotice,
  readInquiryDraft,
  serviceNames,
  useInquiryScope,
} from '@/features/inquiries';

/** Who an inquiry goes to: the listed companies, how many more of the search are meant, and that search. */
export type InquiryRequest = {
  companies: { id: string; name: string }[];
  more: number;
  services: string[];
  /** "Ask all companies found": the search (from the page's URL) whose companies are all asked. */
  askAllFound?: InquiryCreateInput['askAllFound'];
};

const shownRecipients = 6;

function sameTargets(a: { id: string }[], b: { id: string }[]): boolean {
  return a.length === b.length && a.every((company, index) => company.id === b[index]?.id);
}

/**
 * "Ask for an offer", opened from the results (one company or all companies found) or the comparison. A
 * client sends the inquiry; a signed-out visitor fills it in and is asked to sign in, with what they typed
 * kept for /orders/my; a provider or administrator is told that only clients post inquiries.
 */
export function InquiryDialog({ request, onClose }: { request: InquiryRequest | null; onClose: () => void }) {
  const t = useTranslations('marketplace.inquiry');
  const tm = useTranslations('myInquiries');
  const ti = useTranslations('inquiries');
  const tp = useTranslations('privateInquiries.form');
  const locale = useLocale() as Locale;
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const { viewer, catalog } = useInquiryScope();
  const [opening, setOpening] = useState(0);
  const [initial, setInitial] = useState<InquiryFormValues>(emptyInquiryValues());
  const [sent, setSent] = useState<Inquiry | null>(null);
  const names = useMemo(() => serviceNames(catalog), [catalog]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (request) {
      const draft = viewer === null ? readInquiryDraft() : null;
      const resumes =
        draft !== null &&
        sameTargets(draft.targets.companies, request.companies) &&
        JSON.stringify(draft.targets.askAllFound ?? null) === JSON.stringify(request.askAllFound ?? null);
      setInitial(
        resumes && draft ? draft.values : emptyInquiryValues(request.services.filter((slug) => names.has(slug))),
      );
      setSent(null);
      setOpening((count) => count + 1);
      if (!element.open) element.showModal();
    } else if (element.open) {
      element.close();
    }
  }, [request, names, viewer]);

  const close = () => dialog.current?.close();
  const companies = request?.companies ?? [];
  const total = Math.min(companies.length + (request?.more ?? 0), askAllLimit);
  const listed = companies.slice(0, shownRecipients);
  const more = total - listed.length;

  const recipients = (isPrivate: boolean) => (
    <section aria-labelledby={`${id}-to`}>
      <h3 id={`${id}-to`} className="text-sm font-medium text-slate-800">
        {t('recipients')}
      </h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {listed.map((company) => (
          <li key={company.id} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
            {company.name}
          </li>
        ))}
        {more > 0 ? (
          <li className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-600">{t('more', { count: more })}</li>
        ) : null}
      </ul>
      <p className="mt-2 text-xs text-slate-600">{isPrivate ? tp('onlyThese') : tm('dialog.alsoListed')}</p>
    </section>
  );

  return (
    <Dialog
      dialogRef={dialog}
      labelledBy={`${id}-title`}
      onClose={onClose}
      width="md"
      className="max-h-[calc(100dvh-1.5rem)]"
    >
      {request ? (
        <div className="flex max-h-[calc(100dvh-1.5rem)] flex-col">
          <DialogHeader
            titleId={`${id}-title`}
            title={t('title')}
            lead={t('lead', { count: total })}
            closeLabel={t('close')}
            onClose={close}
          />

          {viewer === 'ADMIN' ? (
            <>
              <div className="px-6 py-5">
                <NoInquiriesNotice />
              </div>
              <div className="flex justify-end border-t border-slate-200 bg-slate-50 px-6 py-4">
                <Button variant="secondary" onClick={close}>
                  {t('close')}
                </Button>
              </div>
            </>
          ) : sent ? (
            <>
              <div role="status" className="space-y-2 px-6 py-6">
                <p className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                  <CheckCircleIcon className="h-6 w-6 shrink-0 fill-brand-700" />
                  {ti('toasts.added')}
                </p>
                <p className="text-sm text-slate-700">
                  {sent.private
                    ? tp('sentBody', { count: sent.askedCompanies.length })
                    : tm('dialog.sentBody', { count: sent.askedCompanies.length })}
                </p>
              </div>
              <div className="flex flex-col-reverse gap-2 border-t border-slate-200 bg-slate-50 px-6 py-4 sm:flex-row sm:justify-end">
                <Button variant="secondary" onClick={close}>
                  {t('close')}
                </Button>
                <a
                  href={withLocale(locale, `/orders/my/${encodeURIComponent(sent.id)}`)}
                  className={buttonClass('primary', 'md')}
                >
                  {tm('dialog.openInquiry')}
                </a>
              </div>
            </>
          ) : (
            <InquiryForm
              key={opening}
              mode="create"
              layout="dialog"
              initial={initial}
              targets={{ companies, more: request.more, askAllFound: request.askAllFound }}
              intro={recipients}
              onSaved={setSent}
              onCancel={close}
              cancelLabel={t('close')}
            />
          )}
        </div>
      ) : null}
    </Dialog>
  );
}
