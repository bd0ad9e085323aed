import {
  type Catalog,
  type CatalogCategory,
  type CityFacet,
  type CompanySearchResult,
  type CompanyTitle,
  type Locale,
  withLocale,
} from '@tendero/contracts';
import { buttonClass } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { catalogOptions, countryName, serviceNameMap } from '@/features/catalog';
import { FilterChips } from '@/features/layout';
import { languageNames } from '@/features/profiles';
import { TrustExplanationPopover } from '@/features/trust/server';
import { categoryAskService } from './ask-request';
import { CompanyCard, responseExplanationId } from './company-card';
import { AskOfferButton, CompareBar } from './marketplace-actions';
import { MarketplacePageActions } from './marketplace-page-actions';
import { NoResults } from './no-results';
import { paginationLabels, ResultsPagination } from './results-pagination';
import { ResultsSort } from './results-sort';
import { SearchFilters } from './search-filters';
import { activeFilters, type SearchKey, type SearchState, searchHref, searchPath } from './search-url';

/**
 * /marketplace/search/{catId}: the number of verified companies found, the filters, the sort order, a page
 * of company cards and the paging, all from the URL. Asking for offers and comparing are client islands.
 */
export async function SearchResults({
  locale,
  catId,
  category,
  catalog,
  state,
  result,
  cities,
  currentCity,
  titles,
  heading,
  favourites = null,
  saveSearch = null,
}: {
  locale: Locale;
  catId: string;
  category: CatalogCategory | null;
  catalog: Catalog | null;
  state: SearchState;
  result: CompanySearchResult | null;
  cities: CityFacet[];
  currentCity: { slug: string; name: string } | null;
  titles: CompanyTitle[];
  heading: string;
  /** A signed-in client's favourite companies, for the hearts on the cards; null for everyone else. */
  favourites?: { userId: string; companyIds: string[] } | null;
  /** "Save search" (the saved-searches feature's), beside the count. */
  saveSearch?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'marketplace' });
  const names = serviceNameMap(catalog, locale);
  const options = catalogOptions(catalog, locale);
  const active = activeFilters(state);
  const total = result?.total ?? 0;
  const items = result?.items ?? [];
  const pageSize = result?.pageSize ?? 20;
  const lastPage = Math.max(1, Math.min(500, Math.ceil(total / pageSize)));
  const hrefOf = (page: number) => searchHref(locale, catId, { ...state, page });
  const selfPath = searchHref(locale, catId, state);
  const matched = result?.matchedServices ?? [];
  const highlight = state.service ? [state.service] : state.q ? matched : (category?.services.map((s) => s.slug) ?? []);
  // "Ask all" preselects the page's service: the one searched, the first the text reads as, or on a
  // category page the category's service most listed companies offer.
  const categoryService = category
    ? categoryAskService(
        category.services.map((service) => service.slug),
        items,
      )
    : null;
  const inquiryServices = state.service
    ? [state.service]
    : state.q
      ? matched.slice(0, 1)
      : categoryService
        ? [categoryService]
        : [];
  const first = (state.page - 1) * pageSize + 1;
  // "Ask all companies found" asks the companies of this very search (the URL's filters, not its paging).
  const { sort: _sort, page: _page, ...filters } = state;
  const askAllFound = { ...filters, ...(category ? { category: category.slug } : {}) };

  const filterLabel = (key: SearchKey): string => {
    switch (key) {
      case 'q':
        return t('chips.q', { q: state.q ?? '' });
      case 'service':
        return names.get(state.service ?? '') ?? state.service ?? '';
      case 'city':
        return currentCity?.name ?? state.city ?? '';
      case 'country':
        return state.country ? countryName(state.country, locale) : '';
      case 'minRating':
        return t('filters.ratingAtLeast', { value: state.minRating ?? 0 });
      case 'teamSize':
        return t('filters.teamSizeValue', { size: (state.teamSize ?? '').replace('-', '–') });
      case 'language':
        return state.language ? (languageNames([state.language], locale)[0] ?? state.language) : '';
      case 'promo':
        return t('filters.promo');
      default:
        return '';
    }
  };
  const chips = active.map((key) => ({
    key,
    label: filterLabel(key),
    href: searchHref(locale, catId, { ...state, [key]: undefined, page: 1 }),
  }));

  return (
    <MarketplacePageActions
      locale={locale}
      // Which search a compare pick was made in (paging and order are the same search).
      search={searchPath(catId, { ...state, page: 1, sort: 'relevance' })}
    >
      <nav aria-label={t('results.breadcrumb')} className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <a href={withLocale(locale, '/marketplace')} className="hover:text-slate-900 hover:underline">
              {t('results.marketplace')}
            </a>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="font-medium text-slate-800">
            {category?.names[locale] ?? t('results.allCategories')}
          </li>
        </ol>
      </nav>

      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{heading}</h1>
          <p className="mt-2 text-slate-700" aria-live="polite">
            {result ? (
              <strong className="font-semibold text-slate-900">{t('results.found', { count: total })}</strong>
            ) : null}
            {total > 0 ? <span className="text-slate-600"> {t('results.verifiedNote')}</span> : null}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {saveSearch}
          {total > 1 ? (
            <AskOfferButton
              className="shrink-0"
              label={t('results.askAll', { count: total })}
              request={{
                companies: items.map((company) => ({ id: company.id, name: company.name })),
                more: Math.max(0, total - items.length),
                services: inquiryServices,
                askAllFound,
              }}
            />
          ) : null}
        </div>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start">
        <aside aria-label={t('filters.title')} className="lg:sticky lg:top-4">
          <SearchFilters
            locale={locale}
            catId={catId}
            category={category}
            catalog={options}
            state={state}
            cities={cities}
            currentCity={currentCity}
            activeCount={active.length}
          />
        </aside>

        <div className="min-w-0">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            {chips.length > 0 ? (
              <FilterChips chips={chips} label={t('chips.label')} removeLabel={t('chips.remove')} />
            ) : (
              <p className="text-sm text-slate-600">
                {total > 0 ? t('results.showing', { from: first, to: first + items.length - 1, total }) : null}
              </p>
            )}
            {total > 1 ? <ResultsSort locale={locale} catId={catId} state={state} /> : null}
          </div>

          {result === null ? (
            <div role="alert" className="mt-6 rounded-2xl border border-amber-200 bg-amber-50 p-6 text-amber-900">
              <h2 className="font-semibold">{t('results.unavailableTitle')}</h2>
              <p className="mt-1 text-sm">{t('results.unavailable')}</p>
              <a href={selfPath} className={buttonClass('secondary', 'sm', 'mt-4')}>
                {t('results.retry')}
              </a>
            </div>
          ) : items.length === 0 ? (
            <NoResults
              locale={locale}
              state={state}
              category={category}
              total={total}
              matched={matched}
              names={names}
              chips={chips}
              firstPageHref={hrefOf(1)}
            />
          ) : (
            <>
              {state.q && matched.length > 0 ? (
                <p className="mt-4 text-sm text-slate-600">
                  {t('results.readAs', {
                    services: matched
                      .slice(0, 4)
                      .map((slug) => names.get(slug) ?? slug)
                      .join(', '),
                  })}
                </p>
              ) : null}
              <TrustExplanationPopover locale={locale} id={responseExplanationId} topic="response" />
              <ol className="mt-4 space-y-4" aria-label={t('results.listLabel')}>
                {items.map((company) => (
                  // Focus and scrolling keep a card clear of the compare bar stuck to the bottom.
                  <li key={company.id} className="scroll-mb-40">
                    <CompanyCard
                      locale={locale}
                      company={company}
                      titles={titles}
                      serviceNames={names}
                      highlight={highlight}
                      favourite={
                        favourites
                          ? { userId: favourites.userId, initial: favourites.companyIds.includes(company.id) }
                          : null
                      }
                    />
                  </li>
                ))}
              </ol>
              {items.some((company) => company.premium) ? (
                <p className="mt-4 text-xs text-slate-600">{t('results.premiumNote')}</p>
              ) : null}
              <ResultsPagination current={state.page} last={lastPage} hrefOf={hrefOf} labels={paginationLabels(t)} />
            </>
          )}
          <CompareBar locale={locale} from={selfPath} />
        </div>
      </div>
    </MarketplacePageActions>
  );
}
