import type { Catalog, CatalogCategory, CityFacet, Locale, Place } from '@tendero/contracts';
import { countryName, findService } from '@/features/catalog';
import type { SearchState } from './search-url';

/** A city's name in the page's language: from the facets, else from the list of all places. */
export function cityName(
  slug: string | undefined,
  cities: readonly CityFacet[],
  places: readonly Place[] | null,
  locale: Locale,
): string | null {
  if (!slug) return null;
  return (
    cities.find((city) => city.slug === slug)?.name ??
    places?.find((place) => place.slug === slug)?.names[locale] ??
    null
  );
}

/**
 * What a results page is about, in words: "Software development" + "Warsaw". `what` is null for a search
 * of everything, `query` the free text when no catalogue name stands for it.
 */
export function describeSearch(
  catalog: Catalog | null,
  category: CatalogCategory | null,
  state: SearchState,
  city: string | null,
  locale: Locale,
): { what: string | null; query: string | null; where: string | null } {
  const service = findService(catalog, state.service);
  const what = service?.service.names[locale] ?? category?.names[locale] ?? null;
  const where = city ?? (state.country ? countryName(state.country, locale) : null);
  return { what, query: what ? null : (state.q ?? null), where };
}
