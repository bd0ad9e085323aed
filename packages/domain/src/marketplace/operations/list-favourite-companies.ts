import type { FavouriteCompany } from '@tendero/contracts';
import type { AppLocale } from '@tendero/i18n';
import type { Session } from '../../accounts/index';
import { findPlace } from '../../catalog/index';
import { listFavouriteCompanies as listRows } from '../favourite-companies.repository';
import { type FavouritesContext, requireFavouritesOwner } from '../favourites-context';

/** The client's favourite companies that are listed, newest first (city names in the reader's language). */
export async function listFavouriteCompanies(
  ctx: FavouritesContext,
  session: Session,
  userId: string,
  locale: AppLocale = 'en',
): Promise<FavouriteCompany[]> {
  requireFavouritesOwner(session, userId);
  const rows = await listRows(ctx.db, userId);
  return rows.map((row) => {
    const place = row.city ? findPlace(row.city) : null;
    return {
      company: {
        id: row.companyId,
        name: row.name,
        image: row.logo,
        city: row.city ? { slug: row.city, name: place?.names[locale] ?? row.city } : null,
        services: row.services,
        rating: { average: row.average, count: row.count, verifiedCount: row.verifiedCount },
      },
      createdAt: row.createdAt.toISOString(),
    };
  });
}
