import type { Favourite, FavouriteCompany } from '@tendero/contracts';
import { actsAsRep } from '@tendero/contracts';
import type { AppLocale } from '@tendero/i18n';
import type { Session } from '../accounts/index';
import { findPlace } from '../catalog/index';
import { findPerson } from '../companies/index';
import { AppError } from '../shared/app-error';
import { inReaderLanguage } from '../shared/content-language';
import type { DomainContext } from '../shared/context';
import {
  deleteFavouriteCompany,
  insertFavouriteCompany,
  isListedCompany,
  listFavouriteCompanies,
} from './favourite-companies.repository';
import { deleteFavourite, insertFavourite, isListedOfferOf, listFavourites } from './favourites.repository';

/** A client showed interest in a company (favourite, review): the inquiries capability records it as a lead. */
export type ClientInterest = (lead: {
  companyId: string;
  clientId: string;
  source: 'favourite' | 'review';
}) => Promise<void>;

/**
 * Favourite offers (SPEC §7) and favourite companies: only the client themself reads or changes their
 * favourites; other roles have none. Only listed (verified) companies are kept or shown.
 */
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

    /** The client's favourite companies that are listed, newest first (city names in the reader's language). */
    async companies(session: Session, userId: string, locale: AppLocale = 'en'): Promise<FavouriteCompany[]> {
      requireOwner(session, userId);
      const rows = await listFavouriteCompanies(ctx.db, userId);
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
    },

    /** Keeps a listed company; the first time, the company gets the client as a lead (as for an offer). */
    async addCompany(session: Session, userId: string, companyId: string): Promise<void> {
      requireOwner(session, userId);
      if (!(await isListedCompany(ctx.db, companyId))) throw new AppError('NOT_FOUND');
      const added = await insertFavouriteCompany(ctx.db, { userId, companyId, createdAt: ctx.clock.now() });
      if (added) await deps.onInterest?.({ companyId, clientId: userId, source: 'favourite' });
    },

    async removeCompany(session: Session, userId: string, companyId: string): Promise<void> {
      requireOwner(session, userId);
      await deleteFavouriteCompany(ctx.db, userId, companyId);
    },
  };
}
export type Favourites = ReturnType<typeof createFavourites>;
