/** A blank field of a GET form ("?q=&role=") means no filter. */
export const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

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
