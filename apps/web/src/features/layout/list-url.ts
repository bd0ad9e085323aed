import { z } from 'zod';

/** A blank field of a GET form ("?q=&role=") means no filter. */
export const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A page's search parameters as Next hands them over. */
export type SearchParams = Record<string, string | string[] | undefined>;
type Fields = Record<string, z.ZodType>;

/** A filter read from the URL: what its schema answers, never the empty text (that is no filter). */
type FilterValue<S extends z.ZodType> = Exclude<z.output<S>, ''> | undefined;

/** The state a list's URL holds: its filters (each may be unset), the fields of its own, and the page. */
export type ListState<F extends Fields, O extends Fields = Record<never, never>> = {
  [K in keyof F]?: FilterValue<F[K]>;
} & { [K in keyof O]: z.output<O[K]> } & { page: number };

/**
 * A field read leniently: a value its schema would refuse (a typo in the address, an empty field of the
 * GET form, a search of only spaces) is left out instead of failing the page.
 */
export function lenient<S extends z.ZodType>(schema: S): z.ZodType<FilterValue<S>> {
  const read: z.ZodType<unknown> = z.preprocess(blankToUndefined, schema);
  return read.catch(undefined).transform((value) => (value === '' ? undefined : value)) as z.ZodType<FilterValue<S>>;
}

/**
 * The URL state of a list, from the fields of its query schema (the contract's, so the page asks the API
 * only what it accepts):
 * - `filters`, read leniently, are what the form sets and the page links and "clear" keep, in this order;
 * - `page` (the contract's) reads as the first page when it is refused;
 * - `own` are the list's other fields (a tab, a person looked up), with their own fallbacks.
 * `repeated: 'first'` reads `?tag=a&tag=b` as its first value; otherwise a repeated field is refused.
 */
export function listUrl<F extends Fields, O extends Fields = Record<never, never>>(
  filters: F,
  page: z.ZodType<number, unknown>,
  options: { own?: O; repeated?: 'first' | 'refused' } = {},
) {
  const keys = Object.keys(filters) as (keyof F & string)[];
  const schema = z.object({
    ...Object.fromEntries(keys.map((key) => [key, lenient(filters[key] as z.ZodType)])),
    ...options.own,
    page: page.catch(1),
  });
  type State = ListState<F, O>;
  return {
    read(searchParams: SearchParams): State {
      const params =
        options.repeated === 'first'
          ? Object.fromEntries(
              Object.entries(searchParams).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
            )
          : searchParams;
      return schema.parse(params) as State;
    },
    /** The filters without the page and the list's own fields, as query pairs (page links, "clear"). */
    pairs(state: Partial<State>): Record<string, string> {
      return filterPairs(state as Partial<Record<keyof F & string, string | number>>, keys);
    },
  };
}

/** The set filters as query pairs, in the given order; unset and blank ones are left out. */
export function filterPairs<K extends string>(
  filters: Partial<Record<K, string | number | undefined>>,
  keys: readonly K[],
): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const key of keys) {
    const value = filters[key];
    if (value !== undefined && value !== '') pairs[key] = String(value);
  }
  return pairs;
}

/** A list's own address (`path` already has the locale) with these filter pairs and page. */
export function listHref(path: string, pairs: Record<string, string>, page = 1): string {
  const search = new URLSearchParams(pairs);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** How many pages a list of `total` rows has at the page size its answer names (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
