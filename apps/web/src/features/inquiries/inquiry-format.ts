import type { CatalogOptions } from '@/features/catalog';

/** Service slug → name in the page's language. */
export function serviceNames(catalog: CatalogOptions): Map<string, string> {
  const names = new Map<string, string>();
  for (const category of catalog) for (const service of category.services) names.set(service.slug, service.name);
  return names;
}

/** The names of an inquiry's services, as one line ("Full accounting, Payroll"). */
export function servicesLine(services: readonly string[], names: Map<string, string>): string {
  return services.map((slug) => names.get(slug) ?? slug).join(', ');
}
