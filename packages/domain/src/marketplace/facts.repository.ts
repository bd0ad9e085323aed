import { type Db, schema } from '@tendero/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { refreshListing } from './listing.repository';
import { companySearchText } from './search-text';

const { companies, companyEntries, reviews } = schema;

/**
 * Recomputes what search reads without joins: the folded search text, whether the company has a promo,
 * and its rating figures (all reviews shown; verified ones for ranking). Called after every change that
 * can move them (profile, sections, reviews), and then the company's search index rows.
 */
export async function refreshCompanyFacts(db: Db, companyId: string, now: Date): Promise<void> {
  const [company] = await db
    .select({
      name: companies.name,
      description: companies.description,
      tags: companies.tags,
      city: companies.city,
      services: companies.services,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return;
  const [promo] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(companyEntries)
    .where(
      and(eq(companyEntries.companyId, companyId), eq(companyEntries.kind, 'promo'), isNull(companyEntries.removedAt)),
    );
  const [rating] = await db
    .select({
      average: sql<number | null>`avg(${reviews.rating})::float8`,
      count: sql<number>`count(*)::int`,
      verifiedAverage: sql<number | null>`(avg(${reviews.rating}) filter (where ${reviews.verifiedClient}))::float8`,
      verifiedCount: sql<number>`(count(*) filter (where ${reviews.verifiedClient}))::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.companyId, companyId), isNull(reviews.removedAt)));
  await db
    .update(companies)
    .set({
      searchText: companySearchText(company),
      hasPromo: (promo?.count ?? 0) > 0,
      ratingAvg: rating?.average ?? null,
      reviewCount: rating?.count ?? 0,
      verifiedRatingAvg: rating?.verifiedAverage ?? null,
      verifiedReviewCount: rating?.verifiedCount ?? 0,
      updatedAt: now,
    })
    .where(eq(companies.id, companyId));
  await refreshListing(db, companyId);
}
