'use client';
import { cx } from '@tendero/ui';
import { useTranslations } from 'next-intl';
import type { OfferListProps } from './offer-facts';
import { OfferHeader } from './offer-header';

/** Wide screens: one table, companies as columns, the same facts on every row. */
export function OfferTable({ offers, facts, actions }: OfferListProps) {
  const t = useTranslations('myInquiries');
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
      <table
        className="w-full table-fixed border-collapse text-left text-sm"
        style={{ minWidth: `${9 + offers.length * 14}rem` }}
      >
        <caption className="sr-only">{t('offers.caption', { count: offers.length })}</caption>
        <thead>
          <tr className="border-b border-slate-200 align-top">
            <td className="sticky left-0 z-10 w-36 bg-slate-50 p-4" />
            {offers.map((offer) => (
              <th
                key={offer.id}
                scope="col"
                className={cx('p-4 font-normal', offer.state === 'accepted' && 'bg-brand-50/70')}
              >
                <OfferHeader offer={offer} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {facts.map((fact) => (
            <tr key={fact.key} className="align-top">
              <th
                scope="row"
                className="sticky left-0 z-10 bg-slate-50 p-4 text-xs font-semibold tracking-wide text-slate-600 uppercase"
              >
                {fact.label}
              </th>
              {offers.map((offer) => (
                <td
                  key={offer.id}
                  className={cx('p-4', offer.state === 'accepted' && 'bg-brand-50/70', fact.strong && 'py-3')}
                >
                  {fact.cell(offer)}
                </td>
              ))}
            </tr>
          ))}
          <tr className="align-top">
            <th scope="row" className="sticky left-0 z-10 bg-slate-50 p-4">
              <span className="sr-only">{t('offers.actions')}</span>
            </th>
            {offers.map((offer) => (
              <td key={offer.id} className={cx('p-4', offer.state === 'accepted' && 'bg-brand-50/70')}>
                {actions(offer)}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
