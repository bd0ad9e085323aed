'use client';

import type { ApplicationState, Inquiry, InquiryState, MyInquiry } from '@tendero/contracts';
import { formatDate, formatMoneyRange } from '@tendero/i18n';
import { cx } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { PrivacyBadges } from './private-inquiry-parts';

const shownAsked = 3;
const pill = 'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';
const inquiryTones: Record<InquiryState, string> = {
  open: 'bg-brand-50 text-brand-800 ring-brand-200',
  expired: 'bg-amber-50 text-amber-900 ring-amber-200',
  closed: 'bg-slate-100 text-slate-700 ring-slate-200',
};
const applicationTones: Record<ApplicationState, string> = {
  pending: 'bg-sky-50 text-sky-800 ring-sky-200',
  accepted: 'bg-brand-50 text-brand-800 ring-brand-200',
  declined: 'bg-slate-100 text-slate-700 ring-slate-200',
  notChosen: 'bg-slate-100 text-slate-700 ring-slate-200',
};

function Dot({ className }: { className: string }) {
  return <span aria-hidden="true" className={cx('h-1.5 w-1.5 rounded-full', className)} />;
}

/** Open / Expired / Closed, and for a closed inquiry why it closed (an offer accepted, or none). */
export function InquiryStateBadges({
  inquiry,
}: {
  inquiry: Pick<Inquiry, 'state' | 'outcome'> & Partial<Pick<Inquiry, 'private' | 'nda'>>;
}) {
  const t = useTranslations('inquiries');
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className={cx(pill, inquiryTones[inquiry.state])}>
        <Dot
          className={
            inquiry.state === 'open' ? 'bg-brand-600' : inquiry.state === 'expired' ? 'bg-amber-600' : 'bg-slate-500'
          }
        />
        {t(`states.${inquiry.state}`)}
      </span>
      {inquiry.state === 'closed' && inquiry.outcome ? (
        <span
          className={cx(
            pill,
            inquiry.outcome === 'accepted'
              ? 'bg-brand-50 text-brand-800 ring-brand-200'
              : 'bg-white text-slate-700 ring-slate-200',
          )}
        >
          {t(`outcomes.${inquiry.outcome}`)}
        </span>
      ) : null}
      <PrivacyBadges inquiry={inquiry} />
    </span>
  );
}

export function ApplicationStateBadge({ state }: { state: ApplicationState }) {
  const t = useTranslations('inquiries.applicationStates');
  return <span className={cx(pill, applicationTones[state])}>{t(state)}</span>;
}

/** "PLN 1,200–2,500", "from PLN 3,000", "up to PLN 5,000", or null without a budget. */
export function useBudgetText(): (budget: Inquiry['budget']) => string | null {
  const t = useTranslations('myInquiries.budget');
  const locale = useLocale();
  return (budget) => {
    if (!budget || (budget.min === null && budget.max === null)) return null;
    if (budget.min !== null && budget.max === null)
      return t('from', { amount: formatMoneyRange(budget.min, null, budget.currency, locale) ?? '' });
    if (budget.min === null && budget.max !== null)
      return t('upTo', { amount: formatMoneyRange(null, budget.max, budget.currency, locale) ?? '' });
    return formatMoneyRange(budget.min, budget.max, budget.currency, locale);
  };
}

/** Companies the inquiry was asked of directly, as chips ("and 3 more" past the first few). */
export function AskedCompanies({ companies, more }: { companies: { id: string; name: string }[]; more: number }) {
  const t = useTranslations('myInquiries');
  const listed = companies.slice(0, shownAsked);
  const rest = companies.length - listed.length + more;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('card.askedLabel')}>
      {listed.map((company) => (
        <li key={company.id} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-800">
          {company.name}
        </li>
      ))}
      {rest > 0 ? (
        <li className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-600">
          {t('card.askedMore', { count: rest })}
        </li>
      ) : null}
    </ul>
  );
}

/** When an inquiry was posted, and how long it stays visible (or when it ended or closed). */
export function InquiryDates({
  inquiry,
}: {
  inquiry: Pick<MyInquiry, 'createdAt' | 'state' | 'daysLeft' | 'visibleUntil' | 'updatedAt'>;
}) {
  const t = useTranslations('myInquiries');
  const ti = useTranslations('inquiries');
  return (
    <>
      {t('card.posted', { date: formatDate(inquiry.createdAt) })}
      <span aria-hidden="true"> · </span>
      {inquiry.state === 'open'
        ? `${ti('daysLeft', { count: inquiry.daysLeft })} (${t('card.until', { date: formatDate(inquiry.visibleUntil) })})`
        : inquiry.state === 'expired'
          ? t('card.endedOn', { date: formatDate(inquiry.visibleUntil) })
          : t('card.closedOn', { date: formatDate(inquiry.updatedAt) })}
    </>
  );
}
