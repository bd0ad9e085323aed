import type { CityFacet } from '@tendero/contracts';
import type { AppLocale } from '@tendero/i18n';
import { findPlace } from '../../catalog/index';
import type { DomainContext } from '../../shared/context';
import { listedCities } from '../listed-companies.repository';

/** The cities with listed companies, the busiest first, named in the reader's language. */
export async function listCities(ctx: DomainContext, locale: AppLocale): Promise<CityFacet[]> {
  const rows = await listedCities(ctx.db);
  return rows
    .flatMap((row) => {
      const place = row.city ? findPlace(row.city) : null;
      return place
        ? [{ slug: place.slug, name: place.names[locale], country: place.country, companies: row.count }]
        : [];
    })
    .sort((a, b) => b.companies - a.companies || a.name.localeCompare(b.name, locale));
}
