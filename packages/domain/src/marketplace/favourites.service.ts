import type { Favourite } from '@tendero/contracts';
import { actsAsRep } from '@tendero/contracts';
import type { AppLocale } from '@tendero/i18n';
import type { Session } from '../accounts/index';
import { findPerson } from '../companies/index';
import { AppError } from '../shared/app-error';
import { inReaderLanguage } from '../shared/content-language';
import type { DomainContext } from '../shared/context';
import { deleteFavourite, insertFavourite, isListedOfferOf, listFavourites } from './favourites.repository';

/** Favourite offers (SPEC §7): only the client themself reads or changes their favourites. */
/** A client showed interest in a company (favourite, review): the inquiries capability records it as a lead. */
export type ClientInterest = (lead: {
  companyId: string;
  clientId: string;
  source: 'favourite' | 'review';
}) => Promise<void>;

export function createFavourites(ctx: DomainContext, deps: { onInterest?: ClientInterest } = {}) {
  const requireOwner = (session: Session, userId: string) => {
    if (session.userId !== userId || session.role !== 'CLIENT') throw new AppError('FORBIDDEN');
  };
  return {
    /** The offers in the reader's language where their twin is known (as on the company page they come from). */
    async list(session: Session, userId: string, locale?: AppLocale): Promise<Favourite[]> {
      requireOwner(session, userId);
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
    },

    /**
     * The offer must be an offer of the rep's company (one can favourite only what that rep sells), and the
     * company must be listed (verified): clients meet only listed companies.
     */
    async add(session: Session, userId: string, salesRepId: string, offerId: string): Promise<void> {
      requireOwner(session, userId);
      const rep = await findPerson(ctx.db, salesRepId);
      if (!rep || !actsAsRep(rep) || rep.deletedAt || !rep.companyId) throw new AppError('NOT_FOUND');
      if (!(await isListedOfferOf(ctx.db, offerId, rep.companyId))) throw new AppError('NOT_FOUND');
      await insertFavourite(ctx.db, { userId, offerId, salesRepId, createdAt: ctx.clock.now() });
      await deps.onInterest?.({ companyId: rep.companyId, clientId: userId, source: 'favourite' });
    },

    async remove(session: Session, userId: string, offerId: string): Promise<void> {
      requireOwner(session, userId);
      await deleteFavourite(ctx.db, userId, offerId);
    },
  };
}
export type Favourites = ReturnType<typeof createFavourites>;
