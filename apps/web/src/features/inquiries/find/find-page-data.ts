import 'server-only';
import {
  type Catalog,
  catalogEndpoints,
  type FindInquiriesResult,
  inquiriesEndpoints,
  type Locale,
  marketplaceEndpoints,
  type Place,
} from '@tendero/contracts';
import { cache } from 'react';
import { findCategory, findService } from '@/features/catalog';
import { serverApi } from '@/lib/server-api';
import { type FindState, findPath, findQueryString, rawFindValues, readFindState } from './find-url';

type RawParams = Record<string, string | string[] | undefined>;

/** One API call per request for each, shared by generateMetadata and the page. */
const loadCatalog = cache((locale: Locale) => serverApi(catalogEndpoints.categories, { locale }));
const loadPlaces = cache(
  async (locale: Locale) => (await serverApi(marketplaceEndpoints.places, { locale }))?.places ?? [],
);
const loadResult = cache((locale: Locale, query: string) => serverApi(inquiriesEndpoints.find, { query, locale }));

export type FindPageData =
  | { kind: 'redirect'; path: string }
  | { kind: 'page'; state: FindState; catalog: Catalog | null; places: Place[]; result: FindInquiriesResult | null };

/**
 * Everything /orders/find shows, read from its URL. The URL is first put in its one canonical form: empty
 * or unknown values dropped, a service's category named, a service outside the chosen category dropped
 * (the category was changed last), so a link or a bookmark always names a list the same way.
 */
export async function loadFindPage(locale: Locale, raw: RawParams): Promise<FindPageData> {
  const [catalog, places] = await Promise.all([loadCatalog(locale), loadPlaces(locale)]);
  const state = readFindState(raw);
  if (catalog) {
    if (state.category && !findCategory(catalog, state.category)) state.category = undefined;
    const owner = findService(catalog, state.service);
    if (state.service && !owner) state.service = undefined;
    else if (owner && state.category && owner.category.slug !== state.category) state.service = undefined;
    else if (owner && !state.category) state.category = owner.category.slug;
  }
  if (places.length > 0 && state.city && !places.some((place) => place.slug === state.city)) state.city = undefined;

  const canonical = findQueryString(state);
  const given = new URLSearchParams(rawFindValues(raw)).toString();
  const hasEmpty = Object.values(raw).some((value) => value === '');
  if (canonical !== given || hasEmpty) {
    // The filter form sends empty fields too: they go, and so does anything else once we redirect.
    return { kind: 'redirect', path: findPath(state) };
  }
  const result = await loadResult(locale, canonical);
  return { kind: 'page', state, catalog, places, result };
}
