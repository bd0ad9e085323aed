import { actsAsRep } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { findPerson } from '../../companies/index';
import { AppError } from '../../shared/app-error';
import { insertFavourite, isListedOfferOf } from '../favourites.repository';
import { type FavouritesContext, requireFavouritesOwner } from '../favourites-context';

/**
 * The offer must be an offer of the rep's company (one can favourite only what that rep sells), and the
 * company must be listed (verified): clients meet only listed companies.
 */
export async function addFavouriteOffer(
  ctx: FavouritesContext,
  session: Session,
  userId: string,
  salesRepId: string,
  offerId: string,
): Promise<void> {
  requireFavouritesOwner(session, userId);
  const rep = await findPerson(ctx.db, salesRepId);
  if (!rep || !actsAsRep(rep) || rep.deletedAt || !rep.companyId) throw new AppError('NOT_FOUND');
  if (!(await isListedOfferOf(ctx.db, offerId, rep.companyId))) throw new AppError('NOT_FOUND');
  await insertFavourite(ctx.db, { userId, offerId, salesRepId, createdAt: ctx.clock.now() });
  await ctx.onInterest?.({ companyId: rep.companyId, clientId: userId, source: 'favourite' });
}
