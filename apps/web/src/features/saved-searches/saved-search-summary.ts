import 'server-only';
import { type Catalog, type Locale, marketplaceEndpoints, type SavedSearch } from '@tendero/contracts';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { countryName, findCategory, serviceNameMap } from '@/features/catalog';
import { loadCatalog } from '@/features/marketplace/server';
import { languageNames } from '@/features/profiles';
import { serverApi } from '@/lib/server-api';

const loadPlaces = cache(
  async (locale: Locale) => (await serverApi(marketplaceEndpoints.places, { locale }))?.places ?? [],
);

/** Where a saved search opens: its results page, from the stored query (the category is the path segment). */
export function savedSearchPath(query: SavedSearch['query']): string {
  const { category, ...rest } = query;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined || value === false || (key === 'sort' && value === 'relevance')) continue;
    params.set(key, value === true ? '1' : String(value));
  }
  const search = params.toString();
  return `/marketplace/search/${encodeURIComponent(category ?? 'all')}${search ? `?${search}` : ''}`;
}

/** A saved search's filters in the reader's language: what, where, and every other filter and the sort. */
export async function summariesOf(locale: Locale, items: SavedSearch[]): Promise<Record<string, string[]>> {
  const [catalog, places, t] = await Promise.all([
    loadCatalog(locale),
    loadPlaces(locale),
    getTranslations({ locale, namespace: 'savedSearches.summary' }),
  ]);
  const names = serviceNameMap(catalog as Catalog | null, locale);
  return Object.fromEntries(
    items.map((item) => {
      const query = item.query;
      const category = query.category && catalog ? findCategory(catalog, query.category) : null;
      const parts = [
        query.service ? (names.get(query.service) ?? query.service) : (category?.names[locale] ?? t('allCategories')),
        query.q ? t('text', { q: query.q }) : null,
        query.city
          ? (places.find((place) => place.slug === query.city)?.names[locale] ?? query.city)
          : query.country
            ? countryName(query.country, locale)
            : t('anywhere'),
        query.minRating ? t('minRating', { value: query.minRating }) : null,
        query.teamSize ? t('teamSize', { size: query.teamSize.replace('-', '–') }) : null,
        query.language ? (languageNames([query.language], locale)[0] ?? query.language) : null,
        query.promo ? t('promo') : null,
        t(`sort.${query.sort}`),
      ];
      return [item.id, parts.filter((part): part is string => Boolean(part))];
    }),
  );
}
