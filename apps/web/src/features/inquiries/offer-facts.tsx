'use client';
import { type Application, consentInLanguage, type Locale } from '@tendero/contracts';
import { formatDate, formatMoneyRange } from '@tendero/i18n';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { termsLink } from '@/lib/terms-link';
import { AttachmentLinks } from './attachments/attachment-links';
import { ApplicationStateBadge } from './inquiry-badges';
import { Best } from './offer-header';

/** One row of the comparison: the same fact for every offer. */
export type OfferFact = { key: string; label: string; cell: (offer: Application) => ReactNode; strong?: boolean };

/** What the table (wide screens) and the cards (phones) show: the offers, their facts and what to do. */
export type OfferListProps = {
  offers: Application[];
  facts: OfferFact[];
  actions: (offer: Application) => ReactNode;
};

/** The facts of an offer, in the one order both the table and the cards use. */
export function useOfferFacts(best: { cheapest: Set<string>; fastest: Set<string> }, today: string): OfferFact[] {
  const t = useTranslations('myInquiries');
  const tFiles = useTranslations('files.attachments');
  const locale = useLocale() as Locale;
  const price = (offer: Application) =>
    formatMoneyRange(offer.price.min, offer.price.max, offer.price.currency, locale);
  return [
    {
      key: 'price',
      label: t('offers.price'),
      strong: true,
      cell: (offer) => (
        <div className="space-y-1">
          <div className="text-lg font-semibold text-slate-900 tabular-nums">{price(offer)}</div>
          {offer.price.max !== null && offer.price.max !== offer.price.min ? (
            <div className="text-xs text-slate-600">{t('offers.range')}</div>
          ) : null}
          {best.cheapest.has(offer.id) ? <Best>{t('offers.cheapest')}</Best> : null}
        </div>
      ),
    },
    {
      key: 'timeline',
      label: t('offers.timeline'),
      strong: true,
      cell: (offer) => (
        <div className="space-y-1">
          <div className="text-base font-semibold text-slate-900">
            {t('offers.days', { count: offer.timelineDays })}
          </div>
          {best.fastest.has(offer.id) ? <Best>{t('offers.fastest')}</Best> : null}
        </div>
      ),
    },
    {
      key: 'scope',
      label: t('offers.scope'),
      cell: (offer) => <p className="whitespace-pre-line text-slate-800">{offer.scope}</p>,
    },
    {
      key: 'paymentTerms',
      label: t('offers.paymentTerms'),
      cell: (offer) => <p className="whitespace-pre-line text-slate-800">{offer.paymentTerms}</p>,
    },
    {
      key: 'validUntil',
      label: t('offers.validUntil'),
      cell: (offer) => (
        <div>
          <span className="text-slate-900 tabular-nums">{formatDate(`${offer.validUntil}T12:00:00Z`)}</span>
          {offer.state === 'pending' && offer.validUntil < today ? (
            <span className="mt-1 block text-xs font-medium text-amber-800">{t('offers.lapsed')}</span>
          ) : null}
        </div>
      ),
    },
    {
      key: 'message',
      label: t('offers.message'),
      cell: (offer) => (
        <blockquote className="border-l-2 border-slate-200 pl-3 whitespace-pre-line text-slate-700">
          {offer.message}
        </blockquote>
      ),
    },
    {
      key: 'files',
      label: tFiles('offerTitle'),
      cell: (offer) =>
        offer.attachments.length > 0 ? (
          <AttachmentLinks files={offer.attachments} label={`${tFiles('offerTitle')}: ${offer.company.name}`} />
        ) : (
          <span className="text-slate-600">{tFiles('none')}</span>
        ),
    },
    {
      key: 'consents',
      label: t('offers.consents'),
      cell: (offer) => (
        <div className="space-y-2 text-xs leading-relaxed text-slate-700">
          {offer.consents.length > 0 ? (
            <ul className="list-disc space-y-1 pl-4">
              {offer.consents.map((consent) => {
                // The version in the page's language when the company wrote one; else said to be the only one.
                const shown = consentInLanguage(consent, locale);
                return (
                  <li key={consent.id} lang={shown.language ?? undefined}>
                    {shown.text}
                    {shown.language && shown.language !== locale ? (
                      <span lang={locale} className="block text-slate-500">
                        {t('offers.consentOnlyIn', { language: shown.language })}
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="text-slate-600">{t('offers.noConsents')}</p>
          )}
          <p>{t.rich('offers.terms', { terms: termsLink(locale) })}</p>
        </div>
      ),
    },
    {
      key: 'state',
      label: t('offers.state'),
      cell: (offer) => (
        <div className="space-y-1">
          <ApplicationStateBadge state={offer.state} />
          {offer.decidedAt ? (
            <div className="text-xs text-slate-600">{t('offers.decidedOn', { date: formatDate(offer.decidedAt) })}</div>
          ) : (
            <div className="text-xs text-slate-600">
              {t('offers.receivedOn', { date: formatDate(offer.createdAt) })}
            </div>
          )}
        </div>
      ),
    },
  ];
}
