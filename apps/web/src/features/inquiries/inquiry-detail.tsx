'use client';
import { type Application, type Inquiry, type Locale, withLocale } from '@tendero/contracts';
import { formatDate, nameBeforeFullStop } from '@tendero/i18n';
import { buttonClass, cx } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { DecisionDialogs } from './decision-dialogs';
import { HandshakeCard } from './handshake-card';
import { InquiryOverview } from './inquiry-overview';
import { OfferActions } from './offer-actions';
import { OfferCards } from './offer-cards';
import { useOfferFacts } from './offer-facts';
import { bestOf, type Sort, sortOffers, sorts, todayIso } from './offer-ranking';
import { OfferTable } from './offer-table';
import { useInquiryActions } from './use-inquiry-actions';
/**
 * /orders/my/{id}: the inquiry, then every offer side by side with the same facts in the same order (price,
 * delivery, scope, payment terms, validity, message, the company's consents, state), sortable by price and
 * delivery time. Companies are columns on a wide screen and stacked cards on a phone. Accepting closes the
 * inquiry and tells every other company at once; declining tells that company's rep.
 */
export function InquiryDetail({ initial }: { initial: Inquiry }) {
  const t = useTranslations('myInquiries');
  const ti = useTranslations('inquiries');
  const tPrivate = useTranslations('privateInquiries.client');
  const locale = useLocale() as Locale;
  const { inquiry, decision, setDecision, decide, mayAccept, mayDecline, others } = useInquiryActions(initial);
  const [sort, setSort] = useState<Sort>('price');
  const offers = useMemo(() => sortOffers(inquiry.applications, sort), [inquiry.applications, sort]);
  const best = useMemo(() => bestOf(inquiry.applications), [inquiry.applications]);
  const facts = useOfferFacts(best, todayIso());
  const accepted = inquiry.applications.find((offer) => offer.state === 'accepted') ?? null;
  const actions = (offer: Application) => (
    <OfferActions offer={offer} mayAccept={mayAccept(offer)} mayDecline={mayDecline(offer)} onDecide={setDecision} />
  );

  return (
    <div className="space-y-8">
      <InquiryOverview inquiry={inquiry} />

      <section aria-labelledby="offers-title" className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="offers-title" className="text-xl font-semibold text-slate-900">
              {t('offers.title', { count: inquiry.applications.length })}
            </h2>
            {inquiry.applications.length > 0 ? <p className="mt-1 text-sm text-slate-600">{t('offers.lead')}</p> : null}
          </div>
          {inquiry.applications.length > 1 ? (
            <fieldset className="flex flex-wrap items-center gap-2">
              <legend className="sr-only">{t('offers.sortLabel')}</legend>
              <span aria-hidden="true" className="text-sm text-slate-700">
                {t('offers.sortLabel')}
              </span>
              <div className="inline-flex rounded-lg bg-slate-100 p-1">
                {sorts.map((option) => (
                  <label
                    key={option}
                    className={cx(
                      'relative rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700',
                      sort === option ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
                    )}
                  >
                    <input
                      type="radio"
                      name="offer-sort"
                      value={option}
                      checked={sort === option}
                      onChange={() => setSort(option)}
                      className="absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-md opacity-0"
                    />
                    {t(`offers.sort.${option}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
        </div>

        {accepted ? (
          <div role="status" className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-950">
            <p className="font-semibold">
              {t('offers.acceptedTitle', { company: nameBeforeFullStop(accepted.company.name) })}
            </p>
            <p className="mt-1">{t('offers.acceptedBody', { rep: accepted.rep.name })}</p>
            {accepted.handshake ? (
              <HandshakeCard
                party={accepted.handshake.rep}
                heading={t('offers.yourContact', { company: accepted.company.name })}
              />
            ) : null}
          </div>
        ) : null}

        {inquiry.applications.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center sm:p-8">
            <p className="font-semibold text-slate-900">{ti('applicationCount', { count: 0 })}</p>
            <p className="mx-auto mt-2 max-w-lg text-sm text-slate-700">
              {inquiry.state === 'open'
                ? inquiry.private
                  ? tPrivate('noneOpen', { date: formatDate(inquiry.visibleUntil) })
                  : t('offers.noneOpen', { date: formatDate(inquiry.visibleUntil) })
                : inquiry.state === 'expired'
                  ? t('offers.noneExpired')
                  : t('offers.noneClosed')}
            </p>
            {inquiry.state === 'expired' ? (
              <a href={withLocale(locale, '/orders/my')} className={buttonClass('secondary', 'sm', 'mt-4')}>
                {t('detail.back')}
              </a>
            ) : null}
          </div>
        ) : (
          <>
            <OfferTable offers={offers} facts={facts} actions={actions} />
            <OfferCards offers={offers} facts={facts} actions={actions} />
          </>
        )}
      </section>

      <DecisionDialogs decision={decision} others={others} onConfirm={decide} onClose={() => setDecision(null)} />
    </div>
  );
}
