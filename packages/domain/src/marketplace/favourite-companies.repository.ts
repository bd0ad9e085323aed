import { type Db, schema } from '@tendero/db';
import { and, desc, eq, isNotNull } from 'drizzle-orm';

const { companies, favouriteCompanies } = schema;

/** A client's favourite companies that are listed (verified), newest first, with what their list shows. */
export async function listFavouriteCompanies(db: Db, userId: string) {
  return (
    db
      .select({
        companyId: companies.id,
        name: companies.name,
        logo: companies.logo,
        city: companies.city,
        services: companies.services,
        average: companies.verifiedRatingAvg,
        count: companies.reviewCount,
        verifiedCount: companies.verifiedReviewCount,
        createdAt: favouriteCompanies.createdAt,
      })
      .from(favouriteCompanies)
      .innerJoin(companies, eq(companies.id, favouriteCompanies.companyId))
      // The listing rule: a company that is not (or no longer) verified is not shown (the row is kept).
      .where(and(eq(favouriteCompanies.userId, userId), isNotNull(companies.verifiedAt)))
      .orderBy(desc(favouriteCompanies.createdAt), companies.id)
  );
}

/** Whether the company exists and is listed (verified). */
export async function isListedCompany(db: Db, companyId: string): Promise<boolean> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNotNull(companies.verifiedAt)));
  return company !== undefined;
}

/** Keeps a company; true when it was not kept before (a second PUT changes nothing). */
export async function insertFavouriteCompany(
  db: Db,
  favourite: { userId: string; companyId: string; createdAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(favouriteCompanies)
    .values(favourite)
    .onConflictDoNothing()
    .returning({ companyId: favouriteCompanies.companyId });
  return rows.length > 0;
}

export async function deleteFavouriteCompany(db: Db, userId: string, companyId: string): Promise<void> {
  await db
    .delete(favouriteCompanies)
    .where(and(eq(favouriteCompanies.userId, userId), eq(favouriteCompanies.companyId, companyId)));
}
