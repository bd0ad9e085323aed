import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { insertFavouriteCompany, isListedCompany } from '../favourite-companies.repository';
import { type FavouritesContext, requireFavouritesOwner } from '../favourites-context';

/** Keeps a listed company; the first time, the company gets the client as a lead (as for an offer). */
export async function addFavouriteCompany(
  ctx: FavouritesContext,
  session: Session,
  userId: string,
  companyId: string,
): Promise<void> {
  requireFavouritesOwner(session, userId);
  if (!(await isListedCompany(ctx.db, companyId))) throw new AppError('NOT_FOUND');
  const added = await insertFavouriteCompany(ctx.db, { userId, companyId, createdAt: ctx.clock.now() });
  if (added) await ctx.onInterest?.({ companyId, clientId: userId, source: 'favourite' });
}
