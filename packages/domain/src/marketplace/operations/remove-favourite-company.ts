import type { Session } from '../../accounts/index';
import { deleteFavouriteCompany } from '../favourite-companies.repository';
import { type FavouritesContext, requireFavouritesOwner } from '../favourites-context';

/** Drops a company from the client's favourites (nothing happens when it was not kept). */
export async function removeFavouriteCompany(
  ctx: FavouritesContext,
  session: Session,
  userId: string,
  companyId: string,
): Promise<void> {
  requireFavouritesOwner(session, userId);
  await deleteFavouriteCompany(ctx.db, userId, companyId);
}
