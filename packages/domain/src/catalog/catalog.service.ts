import { type Catalog, type CatalogCategory, type CatalogService, catalogSchema } from '@tendero/contracts';
import { foldText } from '../shared/fold-text';
import { catalogueData } from './catalogue.data';

export type CatalogueLocale = 'en' | 'pl';
export type ServiceMatch = { category: CatalogCategory; service: CatalogService };

/** The service catalogue, checked once at load (slug format, unique slugs): a bad edit fails at start. */
export const catalogue: Catalog = catalogSchema.parse(catalogueData);

const servicesBySlug = new Map<string, ServiceMatch>(
  catalogue.categories.flatMap((category) =>
    category.services.map((service) => [service.slug, { category, service }] as const),
  ),
);

export function isKnownServiceSlug(slug: string): boolean {
  return servicesBySlug.has(slug);
}

/** The service with this slug and the category it belongs to, or null for an unknown slug. */
export function findService(slug: string): ServiceMatch | null {
  return servicesBySlug.get(slug) ?? null;
}

/** Names of the given services in one language, in the given order; unknown slugs are left out. */
export function serviceNames(slugs: readonly string[], locale: CatalogueLocale): string[] {
  return slugs.flatMap((slug) => {
    const match = servicesBySlug.get(slug);
    return match ? [match.service.names[locale]] : [];
  });
}

const servicesByName = new Map<string, ServiceMatch>(
  [...servicesBySlug.values()].flatMap((match) =>
    [match.service.slug, match.service.names.en, match.service.names.pl].map(
      (name) => [foldText(name), match] as const,
    ),
  ),
);

/** The service a person typed, by its slug or its name in either language. */
export function findServiceByName(text: string): ServiceMatch | null {
  return servicesByName.get(foldText(text)) ?? null;
}
