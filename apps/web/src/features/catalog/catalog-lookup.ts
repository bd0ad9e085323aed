import type { Catalog, CatalogCategory, Locale } from '@tendero/contracts';
import { countryName as staticCountryName } from '@tendero/ui';

/** Lower case, no diacritics, single spaces: "Księgowość" and "ksiegowosc" read the same. */
export function foldText(text: string): string {
  return text
    .toLocaleLowerCase('pl')
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function findCategory(catalog: Catalog | null, slug: string | undefined): CatalogCategory | null {
  if (!slug) return null;
  return catalog?.categories.find((category) => category.slug === slug) ?? null;
}

/** The category a service belongs to, and the service itself. */
export function findService(catalog: Catalog | null, slug: string | undefined) {
  if (!slug) return null;
  for (const category of catalog?.categories ?? []) {
    const service = category.services.find((item) => item.slug === slug);
    if (service) return { category, service };
  }
  return null;
}

/**
 * Free text that is exactly a catalogue name, in either language and without diacritics: a service
 * (its category and slug) or a whole category. Anything else stays free text for the search.
 */
export function exactCatalogMatch(
  catalog: Catalog | null,
  text: string,
): { category: string; service?: string } | null {
  const needle = foldText(text);
  if (!needle) return null;
  for (const category of catalog?.categories ?? []) {
    for (const service of category.services) {
      if (foldText(service.names.en) === needle || foldText(service.names.pl) === needle) {
        return { category: category.slug, service: service.slug };
      }
    }
  }
  for (const category of catalog?.categories ?? []) {
    if (foldText(category.names.en) === needle || foldText(category.names.pl) === needle) {
      return { category: category.slug };
    }
  }
  return null;
}

/** Service slug → name in the page's language, for every service of the catalogue. */
export function serviceNameMap(catalog: Catalog | null, locale: Locale): Map<string, string> {
  const names = new Map<string, string>();
  for (const category of catalog?.categories ?? []) {
    for (const service of category.services) names.set(service.slug, service.names[locale]);
  }
  return names;
}

/** The catalogue in one language, small enough to hand to a client component. */
export type CatalogOptions = { slug: string; name: string; services: { slug: string; name: string }[] }[];
export function catalogOptions(catalog: Catalog | null, locale: Locale): CatalogOptions {
  return (catalog?.categories ?? []).map((category) => ({
    slug: category.slug,
    name: category.names[locale],
    services: category.services.map((service) => ({ slug: service.slug, name: service.names[locale] })),
  }));
}

/** A country code's name in the page's language ("PL" → "Poland" / "Polska"), the same on server and browser. */
export function countryName(code: string, locale: Locale): string {
  return staticCountryName(code, locale);
}
