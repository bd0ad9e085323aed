import type { Session } from '../accounts/index';
import { AppError } from '../shared/app-error';
import type { DomainContext } from '../shared/context';

/** A client showed interest in a company (favourite, review): the inquiries capability records it as a lead. */
export type ClientInterest = (lead: {
  companyId: string;
  clientId: string;
  source: 'favourite' | 'review';
}) => Promise<void>;

/** What the favourites' operations work with: the domain's context and who hears of a client's interest. */
export type FavouritesContext = DomainContext & { onInterest?: ClientInterest };

/** Only the client themself reads or changes their favourites; other roles have none. */
export function requireFavouritesOwner(session: Session, userId: string): void {
  if (session.userId !== userId || session.role !== 'CLIENT') throw new AppError('FORBIDDEN');
}
