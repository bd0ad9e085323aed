'use client';
import { canInquiry, type Inquiry, type Locale, type MyInquiry, withLocale } from '@tendero/contracts';
import { Button, buttonClass, cx } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { AskedCompanies, InquiryDates, InquiryStateBadges, useBudgetText } from './inquiry-badges';
import type { InquiryFormValues } from './inquiry-draft';
import { InquiryForm } from './inquiry-form';
import { servicesLine } from './inquiry-format';
import { useInquiryScope } from './inquiry-scope-provider';
import type { MyInquiryAction } from './use-my-inquiry-actions';

function editValues(inquiry: MyInquiry): InquiryFormValues {
  return {
    services: inquiry.services,
    visibilityDays: 7,
    // The author always reads their own description.
    description: inquiry.description ?? '',
    budgetMin: inquiry.budget?.min != null ? String(inquiry.budget.min) : '',
    budgetMax: inquiry.budget?.max != null ? String(inquiry.budget.max) : '',
    currency: inquiry.budget?.currency ?? 'PLN',
    city: inquiry.city ?? '',
    marketingConsent: inquiry.marketingConsent,
    // Who it is asked of and under which terms stay as published.
    private: false,
    nda: false,
    ndaTerms: '',
  };
}

/** One inquiry of the list: what, its state, how long it stays visible, offers, and what the client can do. */
export function InquiryCard({
  inquiry,
  names,
  highlighted,
  editing,
  onEdit,
  onAction,
  onSaved,
}: {
  inquiry: MyInquiry;
  names: Map<string, string>;
  highlighted: boolean;
  editing: boolean;
  onEdit: (editing: boolean) => void;
  onAction: (kind: MyInquiryAction['kind']) => void;
  onSaved: (inquiry: Inquiry) => void;
}) {
  const t = useTranslations('myInquiries');
  const ti = useTranslations('inquiries');
  const locale = useLocale() as Locale;
  const budgetText = useBudgetText();
  const href = withLocale(locale, `/orders/my/${encodeURIComponent(inquiry.id)}`);
  const budget = budgetText(inquiry.budget);
  const city = useInquiryScope().places.find((place) => place.slug === inquiry.city)?.name ?? inquiry.city;
  const headingId = `inquiry-${inquiry.id}`;
  const offers = inquiry.applicationCount;

  return (
    <article
      aria-labelledby={headingId}
      className={cx(
        'rounded-2xl border bg-white p-4 shadow-sm transition-shadow sm:p-5',
        highlighted ? 'border-brand-300 ring-2 ring-brand-200' : 'border-slate-200',
      )}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <InquiryStateBadges inquiry={inquiry} />
          <h3 id={headingId} className="mt-2 text-lg font-semibold text-slate-900">
            <a href={href} className="hover:text-brand-800 hover:underline">
              {servicesLine(inquiry.services, names)}
            </a>
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            <InquiryDates inquiry={inquiry} />
          </p>
        </div>
        <a
          href={href}
          className={cx(
            'flex shrink-0 items-center gap-2 self-start rounded-xl px-3 py-2 text-sm font-semibold ring-1 ring-inset',
            offers > 0
              ? 'bg-brand-50 text-brand-900 ring-brand-200 hover:bg-brand-100'
              : 'bg-slate-50 text-slate-700 ring-slate-200 hover:bg-slate-100',
          )}
        >
          {offers > 0 ? <span className="text-xl leading-none tabular-nums">{offers}</span> : null}
          <span>
            {offers > 0 && inquiry.state !== 'closed'
              ? t('card.compareOffers', { count: offers })
              : offers > 0
                ? t('card.offers', { count: offers })
                : ti('applicationCount', { count: 0 })}
          </span>
        </a>
      </div>

      <p className="mt-3 line-clamp-3 text-sm leading-relaxed whitespace-pre-line text-slate-800">
        {inquiry.description}
      </p>

      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm sm:gap-x-6">
        {budget ? (
          <>
            <dt className="text-slate-600">{t('card.budget')}</dt>
            <dd className="font-medium text-slate-900">{budget}</dd>
          </>
        ) : null}
        {city ? (
          <>
            <dt className="text-slate-600">{t('card.city')}</dt>
            <dd className="text-slate-900">{city}</dd>
          </>
        ) : null}
        <dt className="text-slate-600">{t('card.asked')}</dt>
        <dd>
          {inquiry.askedCompanies.length > 0 ? (
            <AskedCompanies companies={inquiry.askedCompanies} more={0} />
          ) : (
            <span className="text-slate-700">{t('card.askedNobody')}</span>
          )}
        </dd>
      </dl>

      {editing ? (
        <div className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
          <h4 className="mb-4 font-semibold text-slate-900">{t('edit.title')}</h4>
          <InquiryForm
            mode="edit"
            inquiryId={inquiry.id}
            initial={editValues(inquiry)}
            onSaved={onSaved}
            onCancel={() => onEdit(false)}
          />
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
          <a href={href} className={buttonClass(offers > 0 ? 'primary' : 'secondary', 'sm')}>
            {offers > 0 ? t('card.openOffers') : t('card.open')}
          </a>
          {canInquiry(inquiry.state, 'edit') ? (
            <Button variant="secondary" size="sm" onClick={() => onEdit(true)}>
              {t('card.edit')}
              <span className="sr-only">: {servicesLine(inquiry.services, names)}</span>
            </Button>
          ) : null}
          {canInquiry(inquiry.state, 'extend') ? (
            <Button variant="secondary" size="sm" onClick={() => onAction('extend')}>
              {t('card.extend')}
              <span className="sr-only">: {servicesLine(inquiry.services, names)}</span>
            </Button>
          ) : null}
          {canInquiry(inquiry.state, 'close') ? (
            <Button variant="ghost" size="sm" onClick={() => onAction('close')}>
              {t('card.close')}
              <span className="sr-only">: {servicesLine(inquiry.services, names)}</span>
            </Button>
          ) : null}
          {canInquiry(inquiry.state, 'delete') ? (
            <button
              type="button"
              className="inline-flex items-center rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 sm:ml-auto"
              onClick={() => onAction('delete')}
            >
              {t('card.delete')}
              <span className="sr-only">: {servicesLine(inquiry.services, names)}</span>
            </button>
          ) : null}
        </div>
      )}
    </article>
  );
}
