import { type FindInquiriesQuery, findInquiriesQuerySchema, type Locale, withLocale } from '@tendero/contracts';

/** The URL state of /orders/find: category, service, city and page, all in the query string. */
export type FindState = FindInquiriesQuery;

/** Query keys in the order links write them, so equal searches have equal URLs. */
export const findKeys = ['category', 'service', 'city', 'page'] as const;
type FindKey = (typeof findKeys)[number];

type RawParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The URL's values, empty ones left out. */
export function rawFindValues(raw: RawParams): Partial<Record<FindKey, string>> {
  const values: Partial<Record<FindKey, string>> = {};
  for (const key of findKeys) {
    const value = first(raw[key]);
    if (value !== undefined && value !== '') values[key] = value;
  }
  return values;
}

/**
 * Reads the URL leniently: a value the contract refuses (a hand-edited `page=abc`) is dropped instead of
 * failing the page, so a shared link still shows the closest list.
 */
export function readFindState(raw: RawParams): FindState {
  const input: Record<string, string> = rawFindValues(raw);
  for (let attempt = 0; attempt < findKeys.length; attempt++) {
    const parsed = findInquiriesQuerySchema.safeParse(input);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete input[String(issue.path[0])];
  }
  return { page: 1 };
}

/** `category=it&city=gdansk`: defaults left out. */
export function findQueryString(state: Partial<FindState>): string {
  const params = new URLSearchParams();
  for (const key of findKeys) {
    const value = state[key];
    if (value === undefined || value === null || value === '') continue;
    if (key === 'page' && value === 1) continue;
    params.set(key, String(value));
  }
  return params.toString();
}

/** Locale-less path: `/orders/find?…`. */
export function findPath(state: Partial<FindState>): string {
  const query = findQueryString(state);
  return `/orders/find${query ? `?${query}` : ''}`;
}

export function findHref(locale: Locale, state: Partial<FindState>): string {
  return withLocale(locale, findPath(state));
}

/** A filtered or paged list is a thin variation of the page: kept out of the index. */
export function isFiltered(state: FindState): boolean {
  return state.category !== undefined || state.service !== undefined || state.city !== undefined || state.page > 1;
}
