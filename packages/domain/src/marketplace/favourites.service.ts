import type { Favourite } from '@tendero/contracts';
import { schema } from '@tendero/db';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Session } from '../accounts/index';
import { findPerson } from '../companies/profile.repository';
import { AppError } from '../shared/app-error';
import type { DomainContext } from '../shared/context';

const { companies, companyEntries, favourites } = schema;

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
    async list(session: Session, userId: string): Promise<Favourite[]> {
      requireOwner(session, userId);
      const rows = await ctx.db
        .select({
          offerId: favourites.offerId,
          salesRepId: favourites.salesRepId,
          createdAt: favourites.createdAt,
          data: companyEntries.data,
          companyId: companies.id,
          companyName: companies.name,
          logo: companies.logo,
        })
        .from(favourites)
        .innerJoin(companyEntries, eq(companyEntries.id, favourites.offerId))
        .innerJoin(companies, eq(companies.id, companyEntries.companyId))
        // The listing rule: an offer of a company that is not (or no longer) verified is not shown.
        .where(and(eq(favourites.userId, userId), isNotNull(companies.verifiedAt)))
        .orderBy(desc(favourites.createdAt));
      return rows.map((row) => {
        const data = row.data as { name?: string; description?: string };
        return {
          _id: row.offerId,
          salesRepId: row.salesRepId,
          offer: { name: data.name ?? '', description: data.description ?? '' },
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
      if (rep?.role !== 'SALES_REP' || rep.deletedAt || !rep.companyId) throw new AppError('NOT_FOUND');
      const [offer] = await ctx.db
        .select({ id: companyEntries.id })
        .from(companyEntries)
        .innerJoin(companies, eq(companies.id, companyEntries.companyId))
        .where(
          and(
            eq(companyEntries.id, offerId),
            eq(companyEntries.companyId, rep.companyId),
            eq(companyEntries.kind, 'offer'),
            isNotNull(companies.verifiedAt),
          ),
        );
      if (!offer) throw new AppError('NOT_FOUND');
      await ctx.db
        .insert(favourites)
        .values({ userId, offerId, salesRepId, createdAt: ctx.clock.now() })
        .onConflictDoNothing();
      await deps.onInterest?.({ companyId: rep.companyId, clientId: userId, source: 'favourite' });
    },

    async remove(session: Session, userId: string, offerId: string): Promise<void> {
      requireOwner(session, userId);
      await ctx.db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.offerId, offerId)));
    },
  };
}
export type Favourites = ReturnType<typeof createFavourites>;
