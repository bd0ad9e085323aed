import { type CompanySearchQuery, companySearchQuerySchema, type Locale, withLocale } from '@tendero/contracts';

/** The results page's URL state without the category, which is the path segment (`/search/{catId}`). */
export type SearchState = Omit<CompanySearchQuery, 'category'>;

/** Query keys of a results URL in the order links write them, so equal searches have equal URLs. */
export const searchKeys = [
  'q',
  'service',
  'city',
  'country',
  'minRating',
  'teamSize',
  'language',
  'promo',
  'sort',
  'page',
] as const;
export type SearchKey = (typeof searchKeys)[number];

/** Filters that make a results page a thin variation of its category/city page (kept out of the index). */
export const refiningKeys = ['q', 'service', 'country', 'minRating', 'teamSize', 'language', 'promo', 'sort'] as const;

type RawParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Reads a results URL leniently: a value the contract refuses (a hand-edited `city=Nowhere`) is dropped
 * instead of failing the whole page, so a shared link still shows the closest search.
 */
export function readSearchState(raw: RawParams): SearchState {
  const input: Record<string, string> = {};
  for (const key of searchKeys) {
    const value = first(raw[key]);
    if (value !== undefined && value !== '') input[key] = value;
  }
  for (let attempt = 0; attempt < searchKeys.length; attempt++) {
    const parsed = companySearchQuerySchema.omit({ category: true }).safeParse(input);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete input[String(issue.path[0])];
  }
  return { sort: 'relevance', page: 1 };
}

/** The query string of a search (defaults left out), e.g. `city=warszawa&sort=rating`. */
export function searchQueryString(state: Partial<SearchState>): string {
  const params = new URLSearchParams();
  for (const key of searchKeys) {
    const value = state[key];
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (key === 'sort' && value === 'relevance') continue;
    if (key === 'page' && value === 1) continue;
    params.set(key, value === true ? '1' : String(value));
  }
  return params.toString();
}

/** Locale-less path of a results page: `/marketplace/search/{catId}?…`. */
export function searchPath(catId: string, state: Partial<SearchState>): string {
  const query = searchQueryString(state);
  return `/marketplace/search/${encodeURIComponent(catId)}${query ? `?${query}` : ''}`;
}

export function searchHref(locale: Locale, catId: string, state: Partial<SearchState>): string {
  return withLocale(locale, searchPath(catId, state));
}

/** Active refining filters, so the page can offer to remove each of them. */
export function activeFilters(state: SearchState): SearchKey[] {
  return searchKeys.filter(
    (key) => key !== 'sort' && key !== 'page' && state[key] !== undefined && state[key] !== false,
  );
}

/** True when the URL narrows a category/city page further (such pages are `noindex`). */
export function isRefined(state: SearchState): boolean {
  return refiningKeys.some((key) => {
    const value = state[key];
    if (key === 'sort') return value !== 'relevance';
    return value !== undefined && value !== false;
  });
}

/** Only our own results pages are accepted as the "back to results" target of the compare page. */
export function safeResultsPath(locale: Locale, value: string | undefined): string | null {
  if (!value) return null;
  const prefix = `/${locale}/marketplace/search/`;
  return value.startsWith(prefix) && !value.includes('//') && !value.includes('\\') ? value : null;
}
