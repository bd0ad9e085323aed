import { type Db, schema } from '@tendero/db';
import { and, avg, count, eq, gte, inArray, isNull } from 'drizzle-orm';

const { reviews } = schema;

/** Per company: reviews by verified clients since `since` that no admin removed, with their average. */
export async function verifiedReviewFigures(db: Db, companyIds: readonly string[], since: Date) {
  if (companyIds.length === 0) return [];
  return db
    .select({ companyId: reviews.companyId, reviews: count(), average: avg(reviews.rating) })
    .from(reviews)
    .where(
      and(
        inArray(reviews.companyId, [...companyIds]),
        eq(reviews.verifiedClient, true),
        isNull(reviews.removedAt),
        gte(reviews.createdAt, since),
      ),
    )
    .groupBy(reviews.companyId);
}
