import { type CompanyCard as Card, type CompanyTitle, type Locale, withLocale } from '@tendero/contracts';
import { formatDate, formatRating } from '@tendero/i18n';
import { Badge, CheckCircleIcon, RatingStars } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { FavouriteCompanyButton } from '@/features/favourites';
import { CompanyLogo, TitleBadge } from '@/features/profiles';
import { ResponseLine } from '@/features/trust/server';
import { askCompanyRequest } from './ask-request';
import { AskOfferButton, CompareToggle } from './marketplace-actions';

/** The results page's one "How is this measured?" popover, which every card's button opens. */
export const responseExplanationId = 'response-explanation';

const shownServices = 4;

/** One company in the results: who, where, how big, how rated, what it does, and what a buyer can do next. */
export async function CompanyCard({
  locale,
  company,
  titles,
  serviceNames,
  highlight,
  favourite = null,
}: {
  locale: Locale;
  company: Card;
  titles: CompanyTitle[];
  serviceNames: Map<string, string>;
  /** Services of the search, listed first on the card (and preselected when this company is asked). */
  highlight: readonly string[];
  /** The heart of a signed-in client: whether they keep this company; null for everyone else. */
  favourite?: { userId: string; initial: boolean } | null;
}) {
  const t = await getTranslations({ locale, namespace: 'marketplace' });
  const href = withLocale(locale, `/marketplace/company/${company.id}`);
  const title = titles.find((item) => item._id === company.companyTitleId);
  const services = [
    ...company.services.filter((slug) => highlight.includes(slug)),
    ...company.services.filter((slug) => !highlight.includes(slug)),
  ];
  const headingId = `company-${company.id}`;

  const summary = (
    <>
      {company.rating.average !== null && company.rating.verifiedCount > 0 ? (
        <span className="inline-flex items-center gap-1.5">
          <RatingStars
            value={company.rating.average}
            label={t('card.ratingLabel', { average: formatRating(company.rating.average, locale) })}
          />
          <span className="font-semibold text-slate-900">{formatRating(company.rating.average, locale)}</span>
          <span>{t('card.verifiedReviews', { count: company.rating.verifiedCount })}</span>
        </span>
      ) : (
        <span>{company.rating.count > 0 ? t('card.noVerifiedReviews') : t('card.noReviews')}</span>
      )}
      {company.city ? (
        <span className="inline-flex items-center gap-1">
          <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4 fill-slate-400">
            <path d="M10 1.5a6 6 0 0 0-6 6c0 4.4 6 11 6 11s6-6.6 6-11a6 6 0 0 0-6-6Zm0 8.2a2.2 2.2 0 1 1 0-4.4 2.2 2.2 0 0 1 0 4.4Z" />
          </svg>
          {company.city.name}
        </span>
      ) : null}
      {company.teamSize ? (
        <span className="inline-flex items-center gap-1">
          <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4 fill-slate-400">
            <path d="M7 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm6.5 0a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM1 16c0-3 2.7-5 6-5s6 2 6 5v1H1v-1Zm13.5 1v-1c0-1.6-.6-3-1.6-4 .2 0 .4-.1.6-.1 2.8 0 5.5 1.6 5.5 4.1v1h-4.5Z" />
          </svg>
          {t('card.teamSize', { size: company.teamSize.replace('-', '–') })}
        </span>
      ) : null}
    </>
  );

  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start gap-3 sm:gap-4">
        <CompanyLogo name={company.name} image={company.image} alt="" className="h-12 w-12 text-xl sm:h-16 sm:w-16" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <h2 id={headingId} className="text-lg font-semibold tracking-tight break-words text-slate-900">
              <a href={href} className="hover:text-brand-800 hover:underline focus-visible:underline">
                {company.name}
              </a>
            </h2>
            {title ? <TitleBadge title={title} ruleLabel={t('card.badgeRule')} /> : null}
            {company.premium ? <Badge tone="amber">{t('card.premium')}</Badge> : null}
            {company.hasPromo ? (
              <span className="inline-flex items-center rounded-full bg-rose-50 px-2.5 py-0.5 text-xs font-semibold text-rose-800 ring-1 ring-rose-200 ring-inset">
                {t('card.promo')}
              </span>
            ) : null}
          </div>
          <p className="mt-1.5 hidden flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 sm:flex">
            {summary}
          </p>
        </div>
      </div>
      <div className="mt-3 sm:mt-2 sm:pl-20">
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 sm:hidden">{summary}</p>
        {company.description ? (
          <p className="mt-2 line-clamp-2 text-sm leading-relaxed text-slate-700 sm:mt-0">{company.description}</p>
        ) : null}
        {services.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('card.services')}>
            {services.slice(0, shownServices).map((slug) => (
              <li
                key={slug}
                className={
                  highlight.includes(slug)
                    ? 'rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-200 ring-inset'
                    : 'rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700'
                }
              >
                {serviceNames.get(slug) ?? slug}
              </li>
            ))}
            {services.length > shownServices ? (
              <li className="px-1 py-0.5 text-xs text-slate-600">
                {t('card.moreServices', { count: services.length - shownServices })}
              </li>
            ) : null}
          </ul>
        ) : null}
        <ResponseLine
          locale={locale}
          measure={company.response}
          explanationId={responseExplanationId}
          sharedExplanation
          className="mt-3"
        />
        <p className="mt-2 flex items-center gap-1.5 text-xs text-slate-600">
          <CheckCircleIcon className="h-4 w-4 fill-brand-700" />
          {company.verifiedAt ? t('card.verifiedOn', { date: formatDate(company.verifiedAt) }) : t('card.verified')}
        </p>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <CompareToggle pick={{ id: company.id, name: company.name }} />
        <div className="flex flex-wrap items-center gap-2">
          <a
            href={href}
            className="rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {t('card.viewProfile')}
            <span className="sr-only">: {company.name}</span>
          </a>
          {favourite ? (
            <FavouriteCompanyButton
              userId={favourite.userId}
              company={{ id: company.id, name: company.name }}
              initial={favourite.initial}
            />
          ) : null}
          <AskOfferButton
            label={t('card.ask')}
            context={company.name}
            request={askCompanyRequest(company, highlight)}
          />
        </div>
      </div>
    </article>
  );
}
