import { type ComparedCompany, type Locale, verificationCriteria, withLocale } from '@tendero/contracts';
import { formatMoney, formatMoneyRange, formatRating } from '@tendero/i18n';
import { RatingStars } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { countryName } from '@/features/catalog';
import { CompanyLogo } from '@/features/profiles';
import { ResponseLine, TrustExplanation } from '@/features/trust/server';
import { askCompanyRequest } from './ask-request';
import { AskOfferButton } from './marketplace-actions';

/** ✓ or ✗ with the admin's note shown on hover, on keyboard focus and on tap, and read as its description. */
function CheckMark({ id, passed, label, note }: { id: string; passed: boolean; label: string; note: string }) {
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        aria-describedby={note ? id : undefined}
        className={
          passed
            ? 'inline-flex items-center gap-1.5 rounded-md px-1.5 py-0.5 text-sm font-medium text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700'
            : 'inline-flex items-center gap-1.5 rounded-md px-1.5 py-0.5 text-sm font-medium text-red-800 focus-visible:outline-2 focus-visible:outline-brand-700'
        }
      >
        <span aria-hidden="true" className="text-base leading-none">
          {passed ? '✓' : '✗'}
        </span>
        {label}
      </button>
      {note ? (
        <span
          id={id}
          role="tooltip"
          className="invisible absolute top-full left-0 z-20 mt-1 w-52 rounded-lg bg-slate-900 px-3 py-2 text-xs leading-relaxed font-normal text-white opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
        >
          {note}
        </span>
      ) : null}
    </span>
  );
}

/**
 * 2–4 verified companies side by side: companies as columns, facts as rows. On a phone the table scrolls
 * sideways and the row names stay put.
 */
export async function CompareTable({
  locale,
  companies,
  serviceNames,
}: {
  locale: Locale;
  companies: ComparedCompany[];
  serviceNames: Map<string, string>;
}) {
  const t = await getTranslations({ locale, namespace: 'marketplace.comparison' });
  const tc = await getTranslations({ locale, namespace: 'marketplace' });
  const none = <span className="text-slate-500">{t('none')}</span>;

  const rows: {
    key: string;
    label: string;
    /** Shown after the row's name, e.g. how its figures are measured. */
    explain?: ReactNode;
    cell: (company: ComparedCompany) => ReactNode;
  }[] = [
    {
      key: 'rating',
      label: t('rows.rating'),
      cell: (company) =>
        company.rating.average !== null && company.rating.verifiedCount > 0 ? (
          <div className="space-y-1">
            <div className="flex items-center gap-1.5">
              <RatingStars
                value={company.rating.average}
                label={tc('card.ratingLabel', { average: formatRating(company.rating.average, locale) })}
              />
              <span className="font-semibold text-slate-900">{formatRating(company.rating.average, locale)}</span>
            </div>
            <div className="text-slate-600">{tc('card.verifiedReviews', { count: company.rating.verifiedCount })}</div>
          </div>
        ) : (
          <span className="text-slate-600">
            {company.rating.count > 0 ? tc('card.noVerifiedReviews') : tc('card.noReviews')}
          </span>
        ),
    },
    {
      key: 'verification',
      label: t('rows.verification'),
      cell: (company) => (
        <ul className="space-y-1">
          {verificationCriteria.map((criterion) => {
            const check = company.checks.find((item) => item.criterion === criterion);
            return (
              <li key={criterion}>
                <CheckMark
                  id={`note-${company.id}-${criterion}`}
                  passed={check?.passed ?? false}
                  label={tc(`criteria.${criterion}`)}
                  note={check?.note ?? ''}
                />
              </li>
            );
          })}
        </ul>
      ),
    },
    {
      key: 'teamSize',
      label: t('rows.teamSize'),
      cell: (company) => (company.teamSize ? tc('card.teamSize', { size: company.teamSize.replace('-', '–') }) : none),
    },
    {
      key: 'city',
      label: t('rows.city'),
      cell: (company) =>
        company.city || company.country
          ? [company.city?.name, company.country ? countryName(company.country, locale) : null]
              .filter(Boolean)
              .join(', ')
          : none,
    },
    {
      key: 'founded',
      label: t('rows.founded'),
      cell: (company) => (company.foundedYear ? String(company.foundedYear) : none),
    },
    {
      key: 'services',
      label: t('rows.services'),
      cell: (company) =>
        company.services.length > 0 ? (
          <ul className="flex flex-wrap gap-1">
            {company.services.map((slug) => (
              <li key={slug} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
                {serviceNames.get(slug) ?? slug}
              </li>
            ))}
          </ul>
        ) : (
          none
        ),
    },
    {
      key: 'prices',
      label: t('rows.prices'),
      cell: (company) =>
        company.priceRanges.length > 0 ? (
          <ul className="space-y-0.5">
            {company.priceRanges.map((range) => (
              <li key={range.currency} className="whitespace-nowrap">
                {formatMoneyRange(range.min, range.max, range.currency, locale)}
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-slate-600">{t('noPrices')}</span>
        ),
    },
    {
      key: 'promos',
      label: t('rows.promos'),
      cell: (company) =>
        company.promos.length > 0 ? (
          <ul className="space-y-1.5">
            {company.promos.map((promo, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: promos of one company may share a name
              <li key={`${promo.name}-${index}`}>
                <span className="font-medium text-slate-900">{promo.name}</span>
                <span className="block text-slate-600">
                  <s>{formatMoney(promo.priceBefore, promo.currency, locale)}</s>{' '}
                  <span className="font-semibold text-rose-800">
                    {formatMoney(promo.priceAfter, promo.currency, locale)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-slate-600">{t('noPromos')}</span>
        ),
    },
    {
      key: 'responseTime',
      label: t('rows.responseTime'),
      explain: <TrustExplanation locale={locale} id="compare-response-explain" topic="response" />,
      cell: (company) => <ResponseLine locale={locale} measure={company.responseTime.all} stacked />,
    },
  ];

  const stickyHead = 'sticky left-0 z-10 bg-slate-50 text-left align-top font-medium text-slate-700';
  return (
    <section
      // `relative`: the screen-reader-only texts inside are positioned against this box, so they scroll
      // with the table instead of widening the page (a 390 px phone was 669 px wide).
      className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      aria-labelledby="compare-caption"
    >
      <table className="w-full min-w-max border-collapse text-sm">
        <caption id="compare-caption" className="sr-only">
          {t('caption', { count: companies.length })}
        </caption>
        <thead>
          <tr className="border-b border-slate-200">
            <td className={`${stickyHead} w-28 p-3 sm:w-44`} />
            {companies.map((company) => (
              <th key={company.id} scope="col" className="w-56 min-w-56 p-4 text-left align-top sm:w-64">
                <a
                  href={withLocale(locale, `/marketplace/company/${company.id}`)}
                  className="group flex items-center gap-3 font-semibold text-slate-900"
                >
                  <CompanyLogo name={company.name} image={company.image} alt="" className="h-12 w-12" />
                  <span className="break-words group-hover:text-brand-800 group-hover:underline">{company.name}</span>
                </a>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-100 last:border-b-0">
              <th scope="row" className={`${stickyHead} p-3`}>
                {row.label}
                {row.explain ? <> {row.explain}</> : null}
              </th>
              {companies.map((company) => (
                <td key={company.id} className="p-4 align-top text-slate-800">
                  {row.cell(company)}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className={`${stickyHead} p-3`}>
              <span className="sr-only">{t('rows.actions')}</span>
            </th>
            {companies.map((company) => (
              <td key={company.id} className="p-4 align-top">
                <AskOfferButton label={tc('card.ask')} context={company.name} request={askCompanyRequest(company)} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </section>
  );
}
