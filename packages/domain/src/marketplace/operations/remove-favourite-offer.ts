import type { Session } from '../../accounts/index';
import { deleteFavourite } from '../favourites.repository';
import { type FavouritesContext, requireFavouritesOwner } from '../favourites-context';

/** Drops an offer from the client's favourites (nothing happens when it was not kept). */
export async function removeFavouriteOffer(
  ctx: FavouritesContext,
  session: Session,
  userId: string,
  offerId: string,
): Promise<void> {
  requireFavouritesOwner(session, userId);
  await deleteFavourite(ctx.db, userId, offerId);
}
