'use client';

import { type Lead, type LeadState, leadStates } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { CheckCircleIcon, cx, Select } from '@tendero/ui';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

export type Rep = { id: string; name: string };

const sourceTone: Record<Lead['source'], string> = {
  asked: 'bg-brand-50 text-brand-800 ring-brand-200',
  applied: 'bg-sky-50 text-sky-800 ring-sky-200',
  favourite: 'bg-rose-50 text-rose-800 ring-rose-200',
  review: 'bg-amber-50 text-amber-800 ring-amber-200',
};

/** Longer descriptions are cut at a word here; the CSV export carries the whole text. */
function shorten(text: string, max = 180): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

/**
 * One lead: where it came from, who the client is (contact details only when the client shares them), the
 * inquiry behind it, the marketing consent, and its state and handling rep, changeable in place.
 */
export function LeadItem({
  lead,
  reps,
  serviceNames,
  busy,
  onChange,
}: {
  lead: Lead;
  reps: Rep[];
  serviceNames: Record<string, string>;
  busy: boolean;
  onChange: (change: { state?: LeadState; repId?: string | null }) => void;
}) {
  const t = useTranslations('leads.item');
  const tShared = useTranslations('inquiries');
  const tPrivate = useTranslations('privateInquiries.provider');
  const id = useId();
  const headingId = `${id}-client`;
  const contacts = [lead.client.email, lead.client.phone].filter(Boolean);
  // A rep who left the company still shows as handling the lead until someone else is chosen.
  const repOptions = lead.rep && !reps.some((rep) => rep.id === lead.rep?.id) ? [...reps, lead.rep] : reps;

  return (
    <article
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)_13rem]"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className={cx(badge, sourceTone[lead.source])}>{tShared(`leadSources.${lead.source}`)}</span>
          <span className="text-xs text-slate-600">{t('since', { date: formatDate(lead.createdAt) })}</span>
        </div>
        <h3 id={headingId} className="mt-2 text-base font-semibold break-words text-slate-900">
          {lead.client.name}
        </h3>
        {lead.client.organization ? (
          <p className="text-sm break-words text-slate-700">{lead.client.organization}</p>
        ) : null}
        {contacts.length > 0 ? (
          <ul className="mt-2 space-y-0.5 text-sm">
            {lead.client.email ? (
              <li className="break-all">
                <span className="sr-only">{t('email')}: </span>
                <a href={`mailto:${lead.client.email}`} className="text-brand-700 hover:text-brand-900 hover:underline">
                  {lead.client.email}
                </a>
              </li>
            ) : null}
            {lead.client.phone ? (
              <li>
                <span className="sr-only">{t('phone')}: </span>
                <a href={`tel:${lead.client.phone}`} className="text-brand-700 hover:text-brand-900 hover:underline">
                  {lead.client.phone}
                </a>
              </li>
            ) : null}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">{t('contactHidden')}</p>
        )}
        <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-700">
          {lead.marketingConsent ? (
            <CheckCircleIcon className="h-4 w-4 shrink-0 fill-brand-700" />
          ) : (
            <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4 shrink-0 fill-slate-400">
              <path d="M10 1a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM6 9h8v2H6V9Z" />
            </svg>
          )}
          {lead.marketingConsent ? t('consentYes') : t('consentNo')}
        </p>
      </div>

      <div className="min-w-0 lg:border-l lg:border-slate-100 lg:pl-4">
        {lead.inquiry ? (
          <>
            <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
              <span className="font-semibold tracking-wide uppercase">{t('inquiry')}</span>
              <span className={cx(badge, 'bg-slate-100 text-slate-700 ring-slate-200')}>
                {tShared(`states.${lead.inquiry.state}`)}
              </span>
            </p>
            <p className="mt-1.5 text-sm font-medium break-words text-slate-900">
              {lead.inquiry.services.map((slug) => serviceNames[slug] ?? slug).join(', ')}
            </p>
            {lead.inquiry.description !== undefined ? (
              <p className="mt-1 text-sm break-words text-slate-700">{shorten(lead.inquiry.description)}</p>
            ) : (
              <p className="mt-1 text-sm text-slate-600 italic">{tPrivate('leadLocked')}</p>
            )}
          </>
        ) : (
          <p className="text-sm text-slate-600">
            {t(`noInquiry.${lead.source === 'review' ? 'review' : 'favourite'}`)}
          </p>
        )}
      </div>

      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 lg:border-l lg:border-slate-100 lg:pl-4">
        <div className="space-y-1">
          <label htmlFor={`${id}-state`} className="block text-xs font-medium text-slate-700">
            {t('state')}
            <span className="sr-only">: {lead.client.name}</span>
          </label>
          <Select
            id={`${id}-state`}
            value={lead.state}
            disabled={busy}
            className="py-1.5"
            onChange={(event) => onChange({ state: event.target.value as LeadState })}
          >
            {leadStates.map((state) => (
              <option key={state} value={state}>
                {tShared(`leadStates.${state}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-rep`} className="block text-xs font-medium text-slate-700">
            {t('rep')}
            <span className="sr-only">: {lead.client.name}</span>
          </label>
          <Select
            id={`${id}-rep`}
            value={lead.rep?.id ?? ''}
            disabled={busy}
            className="py-1.5"
            onChange={(event) => onChange({ repId: event.target.value || null })}
          >
            <option value="">{t('nobody')}</option>
            {repOptions.map((rep) => (
              <option key={rep.id} value={rep.id}>
                {rep.name}
              </option>
            ))}
          </Select>
        </div>
      </div>
    </article>
  );
}
