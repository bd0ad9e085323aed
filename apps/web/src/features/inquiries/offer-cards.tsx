'use client';
import { cx } from '@tendero/ui';
import { useTranslations } from 'next-intl';
import type { OfferListProps } from './offer-facts';
import { OfferHeader } from './offer-header';

/** Phones: one card per offer, the same facts in the same order. */
export function OfferCards({ offers, facts, actions }: OfferListProps) {
  const t = useTranslations('myInquiries');
  return (
    <ol className="space-y-4 md:hidden" aria-label={t('offers.caption', { count: offers.length })}>
      {offers.map((offer) => (
        <li key={offer.id}>
          <article
            aria-label={offer.company.name}
            className={cx(
              'rounded-2xl border bg-white p-4 shadow-sm',
              offer.state === 'accepted' ? 'border-brand-300 ring-2 ring-brand-100' : 'border-slate-200',
            )}
          >
            <OfferHeader offer={offer} />
            <dl className="mt-4 grid grid-cols-2 border-t border-slate-100 text-sm">
              {facts.map((fact) => (
                <div
                  key={fact.key}
                  className={cx('border-b border-slate-100 py-3', fact.strong ? 'pr-3' : 'col-span-2')}
                >
                  <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{fact.label}</dt>
                  <dd className="mt-1.5">{fact.cell(offer)}</dd>
                </div>
              ))}
            </dl>
            <div className="pt-4">{actions(offer)}</div>
          </article>
        </li>
      ))}
    </ol>
  );
}
