'use client';
import { type FavouriteCompany, type Locale, marketplaceEndpoints, withLocale } from '@tendero/contracts';
import { formatRating } from '@tendero/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { AskOfferButton, askCompanyRequest } from '@/features/marketplace';
import { apiRequest } from '@/lib/api-client';
import { FavouritesEmpty, UnfavouriteButton } from './favourite-list-parts';
import { useUndoableRemoval } from './use-undoable-removal';

const shownServices = 3;

/**
 * The client's favourite companies: each with where it is, its rating (verified reviews), what it does,
 * "Ask for an offer" and a heart that removes it (undone when the server refuses; the toast offers undo).
 */
export function FavouriteCompaniesList({
  userId,
  initial,
  serviceNames,
}: {
  userId: string;
  initial: FavouriteCompany[];
  serviceNames: Record<string, string>;
}) {
  const t = useTranslations('reviews.favourites');
  const tm = useTranslations('marketplace.card');
  const locale = useLocale() as Locale;
  const params = (item: FavouriteCompany) => ({ userId, companyId: item.company.id });
  const { items, remove } = useUndoableRemoval({
    initial,
    keyOf: (item) => item.company.id,
    save: (item) => apiRequest(marketplaceEndpoints.addFavouriteCompany, { params: params(item), locale }),
    unsave: (item) => apiRequest(marketplaceEndpoints.removeFavouriteCompany, { params: params(item), locale }),
    removed: t('companyRemoved'),
  });

  if (items.length === 0) {
    return <FavouritesEmpty title={t('companiesEmpty')} lead={t('companiesEmptyLead')} />;
  }
  return (
    <ul className="divide-y divide-slate-200" aria-label={t('companiesTitle')}>
      {items.map((item) => {
        const { company } = item;
        const rated = company.rating.average !== null && company.rating.verifiedCount > 0;
        return (
          <li key={company.id} className="py-4 first:pt-0 last:pb-0">
            <div className="flex items-start gap-3">
              {company.image ? (
                // biome-ignore lint/performance/noImgElement: a stored square WebP; next/image adds nothing here
                <img
                  src={company.image}
                  alt=""
                  width={40}
                  height={40}
                  className="h-10 w-10 shrink-0 rounded-lg bg-white object-contain ring-1 ring-slate-200"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 font-semibold text-slate-700"
                >
                  {company.name.charAt(0).toLocaleUpperCase(locale)}
                </span>
              )}
              <div className="min-w-0 flex-1">
                <a
                  href={withLocale(locale, `/marketplace/company/${encodeURIComponent(company.id)}`)}
                  className="font-semibold break-words text-slate-900 underline-offset-2 hover:text-brand-800 hover:underline"
                >
                  {company.name}
                </a>
                <p className="mt-0.5 text-sm text-slate-600">
                  {[
                    company.city?.name,
                    rated
                      ? `★ ${formatRating(company.rating.average ?? 0, locale)} ${tm('verifiedReviews', { count: company.rating.verifiedCount })}`
                      : tm(company.rating.count > 0 ? 'noVerifiedReviews' : 'noReviews'),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {company.services.length > 0 ? (
                  <p className="mt-1 line-clamp-2 text-xs text-slate-600">
                    {company.services
                      .slice(0, shownServices)
                      .map((slug) => serviceNames[slug] ?? slug)
                      .join(', ')}
                    {company.services.length > shownServices
                      ? ` ${tm('moreServices', { count: company.services.length - shownServices })}`
                      : ''}
                  </p>
                ) : null}
              </div>
              <UnfavouriteButton
                label={t('companyRemove', { company: company.name })}
                onRemove={() => void remove(item)}
              />
            </div>
            <div className="mt-3 pl-[3.25rem]">
              <AskOfferButton
                variant="secondary"
                label={t('askCompany')}
                context={company.name}
                request={askCompanyRequest(company)}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
