import type { CatalogOptions } from '../marketplace/catalog-lookup';

function money(currency: string, locale: string): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
}

/** "PLN 1,200" / "1200 zł"; a range "PLN 1,200–2,500" when both ends are given and differ. */
export function formatAmount(min: number | null, max: number | null, currency: string, locale: string): string | null {
  const format = money(currency, locale);
  if (min !== null && max !== null) return min === max ? format.format(min) : format.formatRange(min, max);
  if (min !== null) return format.format(min);
  if (max !== null) return format.format(max);
  return null;
}

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

/** "4.6" / "4,6": one decimal in the page's number format. */
export function formatRating(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}
