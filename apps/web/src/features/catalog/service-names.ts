import type { Catalog, Locale } from '@tendero/contracts';

/** "web-development" → "Web development": the name of a service the catalogue does not (yet) know. */
export function humaniseSlug(slug: string): string {
  const words = slug.replace(/-+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The names of a company's services in the page's language, from the catalogue; unknown slugs humanised. */
export function serviceNames(catalog: Catalog | null, slugs: readonly string[], locale: Locale): string[] {
  const names = new Map<string, string>();
  for (const category of catalog?.categories ?? []) {
    for (const service of category.services) names.set(service.slug, service.names[locale]);
  }
  return slugs.map((slug) => names.get(slug) ?? humaniseSlug(slug));
}
