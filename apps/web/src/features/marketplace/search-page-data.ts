import 'server-only';
import {
  type Catalog,
  type CatalogCategory,
  type CityFacet,
  type CompanySearchResult,
  companiesEndpoints,
  type Locale,
  marketplaceEndpoints,
} from '@tendero/contracts';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { exactCatalogMatch, findCategory, findService } from '@/features/catalog';
import { loadCatalog } from '@/features/catalog/server';
import { serverApi } from '@/lib/server-api';
import { cityName, describeSearch } from './search-heading';
import { readSearchState, type SearchState, searchKeys, searchPath, searchQueryString } from './search-url';

type RawParams = Record<string, string | string[] | undefined>;

/** One API call per request for each of these, shared by generateMetadata and the page. */
export const loadCities = cache(
  async (locale: Locale) => (await serverApi(marketplaceEndpoints.cities, { locale })) ?? [],
);
export const loadTitles = cache(
  async (locale: Locale) => (await serverApi(companiesEndpoints.titles, { locale })) ?? [],
);
const loadPlaces = cache(
  async (locale: Locale) => (await serverApi(marketplaceEndpoints.places, { locale }))?.places ?? null,
);
const loadSearch = cache((locale: Locale, query: string) => serverApi(marketplaceEndpoints.search, { query, locale }));

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export type SearchPageData =
  | { kind: 'notFound' }
  | { kind: 'redirect'; path: string }
  | {
      kind: 'page';
      catalog: Catalog | null;
      category: CatalogCategory | null;
      state: SearchState;
      result: CompanySearchResult | null;
      cities: CityFacet[];
      currentCity: { slug: string; name: string } | null;
      heading: string;
    };

/**
 * Everything a results page shows, read from its URL. The URL is first put in its one canonical form
 * (the home form's `where`, empty fields, a query that is exactly a catalogue name, a service outside the
 * category): a link or a bookmark of a search always names it the same way.
 */
export async function loadSearchPage(locale: Locale, catId: string, raw: RawParams): Promise<SearchPageData> {
  const catalog = await loadCatalog(locale);
  let category = catId === 'all' ? null : findCategory(catalog, catId);
  if (catId !== 'all' && !category) return catalog ? { kind: 'notFound' } : pageWithoutCatalog();

  const state = readSearchState(raw);
  let target = catId;
  let redirect = searchKeys.some((key) => first(raw[key]) === '');

  const where = first(raw.where);
  if (where !== undefined) {
    redirect = true;
    if (/^[A-Z]{2}$/.test(where)) {
      state.country = where;
      state.city = undefined;
    } else if (/^[a-z0-9-]{1,80}$/.test(where)) {
      state.city = where;
    }
  }
  if (target === 'all' && state.q && !state.service) {
    const match = exactCatalogMatch(catalog, state.q);
    if (match) {
      redirect = true;
      target = match.category;
      state.service = match.service;
      state.q = undefined;
    }
  }
  if (state.service) {
    const owner = findService(catalog, state.service);
    if (owner && target !== 'all' && owner.category.slug !== target) {
      redirect = true;
      target = owner.category.slug;
    }
  }
  const dropped = searchKeys.some((key) => {
    const value = first(raw[key]);
    return value !== undefined && value !== '' && state[key] === undefined;
  });
  if (redirect || dropped) return { kind: 'redirect', path: searchPath(target, state) };
  category = target === 'all' ? null : findCategory(catalog, target);

  const apiQuery = [category ? `category=${encodeURIComponent(category.slug)}` : '', searchQueryString(state)]
    .filter(Boolean)
    .join('&');
  const [result, cities] = await Promise.all([loadSearch(locale, apiQuery), loadCities(locale)]);
  let city = cityName(state.city, cities, null, locale);
  if (state.city && !city) city = cityName(state.city, cities, await loadPlaces(locale), locale);
  const currentCity = state.city ? { slug: state.city, name: city ?? state.city } : null;

  const t = await getTranslations({ locale, namespace: 'marketplace.results' });
  const words = describeSearch(catalog, category, state, city, locale);
  const heading = words.what
    ? words.where
      ? t('headingWhatWhere', { what: words.what, where: words.where })
      : words.what
    : words.query
      ? words.where
        ? t('headingQueryWhere', { query: words.query, where: words.where })
        : t('headingQuery', { query: words.query })
      : words.where
        ? t('headingAllWhere', { where: words.where })
        : t('headingAll');

  return { kind: 'page', catalog, category, state, result, cities, currentCity, heading };

  function pageWithoutCatalog(): SearchPageData {
    // The catalogue could not be read: show the search as "unavailable" rather than a wrong 404.
    return {
      kind: 'page',
      catalog: null,
      category: null,
      state: readSearchState(raw),
      result: null,
      cities: [],
      currentCity: null,
      heading: catId,
    };
  }
}
