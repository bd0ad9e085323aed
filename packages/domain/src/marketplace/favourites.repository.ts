import { type Db, schema } from '@tendero/db';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';

const { companies, companyEntries, favourites } = schema;

/** A client's favourite offers of listed (verified) companies, newest first; offers an admin removed are left out. */
export async function listFavourites(db: Db, userId: string) {
  return (
    db
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
      .where(and(eq(favourites.userId, userId), isNotNull(companies.verifiedAt), isNull(companyEntries.removedAt)))
      .orderBy(desc(favourites.createdAt))
  );
}

/** Whether `offerId` is an offer of `companyId` (not removed by an admin) and that company is listed. */
export async function isListedOfferOf(db: Db, offerId: string, companyId: string): Promise<boolean> {
  const [offer] = await db
    .select({ id: companyEntries.id })
    .from(companyEntries)
    .innerJoin(companies, eq(companies.id, companyEntries.companyId))
    .where(
      and(
        eq(companyEntries.id, offerId),
        eq(companyEntries.companyId, companyId),
        eq(companyEntries.kind, 'offer'),
        isNull(companyEntries.removedAt),
        isNotNull(companies.verifiedAt),
      ),
    );
  return offer !== undefined;
}

export async function insertFavourite(
  db: Db,
  favourite: { userId: string; offerId: string; salesRepId: string; createdAt: Date },
): Promise<void> {
  await db.insert(favourites).values(favourite).onConflictDoNothing();
}

export async function deleteFavourite(db: Db, userId: string, offerId: string): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.offerId, offerId)));
}
