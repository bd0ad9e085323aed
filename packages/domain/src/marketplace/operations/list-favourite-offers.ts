import type { Favourite } from '@tendero/contracts';
import type { AppLocale } from '@tendero/i18n';
import type { Session } from '../../accounts/index';
import { inReaderLanguage } from '../../shared/content-language';
import { listFavourites } from '../favourites.repository';
import { type FavouritesContext, requireFavouritesOwner } from '../favourites-context';

/** The offers in the reader's language where their twin is known (as on the company page they come from). */
export async function listFavouriteOffers(
  ctx: FavouritesContext,
  session: Session,
  userId: string,
  locale?: AppLocale,
): Promise<Favourite[]> {
  requireFavouritesOwner(session, userId);
  const rows = await listFavourites(ctx.db, userId);
  const say = (text: string) => inReaderLanguage(ctx, text, locale);
  return rows.map((row) => {
    const data = row.data as { name?: string; description?: string };
    return {
      _id: row.offerId,
      salesRepId: row.salesRepId,
      offer: { name: say(data.name ?? ''), description: say(data.description ?? '') },
      company: { id: row.companyId, name: row.companyName, image: row.logo },
      createdAt: row.createdAt.toISOString(),
    };
  });
}
