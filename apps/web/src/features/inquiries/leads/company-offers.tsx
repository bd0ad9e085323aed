'use client';

import type { ApplicationWithInquiry, Locale } from '@tendero/contracts';
import { withLocale } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { buttonClass, cx } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { applicationStateTone, formatOfferPrice } from '../find/offer-format';
import { HandshakeCard } from '../handshake-card';

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

/**
 * Offers with the inquiry each answers and its state, newest first: the company's (every rep's, on the
 * manager's leads page) or a rep's own (`audience="rep"`, /sales/offers).
 */
export function CompanyOffers({
  offers,
  serviceNames,
  audience = 'company',
}: {
  offers: ApplicationWithInquiry[];
  serviceNames: Record<string, string>;
  audience?: 'company' | 'rep';
}) {
  const t = useTranslations('leads.offers');
  const tShared = useTranslations('inquiries');
  const locale = useLocale() as Locale;

  if (offers.length === 0) {
    return (
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <h3 className="text-lg font-semibold text-slate-900">{t('emptyTitle')}</h3>
        <p className="mx-auto mt-2 max-w-xl text-sm text-slate-700">
          {t(audience === 'rep' ? 'emptyBodyRep' : 'emptyBody')}
        </p>
        <a href={withLocale(locale, '/orders/find')} className={buttonClass('secondary', 'md', 'mt-5')}>
          {t('findOrders')}
        </a>
      </div>
    );
  }

  const sorted = [...offers].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <ol className="space-y-4" aria-label={t('listLabel')}>
      {sorted.map((offer) => (
        <li key={offer.id}>
          <article
            aria-labelledby={`offer-${offer.id}`}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
          >
            <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
              <h3 id={`offer-${offer.id}`} className="min-w-0 text-base font-semibold break-words text-slate-900">
                {offer.inquiry.services.map((slug) => serviceNames[slug] ?? slug).join(', ')}
              </h3>
              <span className={cx(badge, 'shrink-0 self-start', applicationStateTone[offer.state])}>
                {tShared(`applicationStates.${offer.state}`)}
              </span>
            </div>
            <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
              <span>{t('client', { name: offer.inquiry.client.name })}</span>
              <span>
                {t('inquiryState', { state: tShared(`states.${offer.inquiry.state}`) })}
                {offer.inquiry.state === 'open' ? ` · ${tShared('daysLeft', { count: offer.inquiry.daysLeft })}` : ''}
              </span>
            </p>
            {offer.hiddenFromClient ? (
              <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('hiddenFromClient')}</p>
            ) : null}
            <p className="mt-2 line-clamp-2 text-sm break-words text-slate-700">{offer.inquiry.description}</p>
            <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-1 rounded-lg bg-slate-50 px-3 py-2 text-sm">
              <div className="flex gap-1.5">
                <dt className="text-slate-600">{t('price')}:</dt>
                <dd className="font-semibold whitespace-nowrap text-slate-900">{formatOfferPrice(offer, locale)}</dd>
              </div>
              <div className="flex gap-1.5">
                <dt className="text-slate-600">{t('timeline')}:</dt>
                <dd className="font-medium text-slate-900">{t('days', { count: offer.timelineDays })}</dd>
              </div>
              <div className="flex gap-1.5">
                <dt className="text-slate-600">{t('validUntil')}:</dt>
                <dd className="font-medium text-slate-900">{formatDate(`${offer.validUntil}T12:00:00Z`)}</dd>
              </div>
              <div className="flex gap-1.5">
                <dt className="text-slate-600">{t('sentBy')}:</dt>
                <dd className="font-medium break-words text-slate-900">{offer.rep.name}</dd>
              </div>
            </dl>
            <p className="mt-2 text-xs text-slate-600">
              {t('sentOn', { date: formatDate(offer.createdAt) })}
              {offer.decidedAt ? ` · ${t('decidedOn', { date: formatDate(offer.decidedAt) })}` : ''}
            </p>
            {offer.handshake ? (
              <div className="mt-3 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-brand-950">
                <p className="font-semibold">{t('won', { client: offer.handshake.client.name })}</p>
                <HandshakeCard party={offer.handshake.client} heading={t('clientContact')} />
              </div>
            ) : null}
          </article>
        </li>
      ))}
    </ol>
  );
}
