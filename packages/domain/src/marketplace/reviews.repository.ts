import { type Db, schema } from '@tendero/db';
import { and, desc, eq, isNull } from 'drizzle-orm';

const { companies, reviews, users } = schema;

/**
 * Reviews not removed by an admin, one by id, all of a company or all a client wrote, newest first, with
 * author and company.
 */
export async function findReviews(db: Db, filter: { reviewId: string } | { companyId: string } | { clientId: string }) {
  const which =
    'reviewId' in filter
      ? eq(reviews.id, filter.reviewId)
      : 'companyId' in filter
        ? eq(reviews.companyId, filter.companyId)
        : eq(reviews.clientId, filter.clientId);
  return db
    .select({
      id: reviews.id,
      companyId: reviews.companyId,
      companyName: companies.name,
      clientId: reviews.clientId,
      firstName: users.firstName,
      lastName: users.lastName,
      rating: reviews.rating,
      text: reviews.text,
      verifiedClient: reviews.verifiedClient,
      createdAt: reviews.createdAt,
      answer: reviews.answer,
      answeredAt: reviews.answeredAt,
    })
    .from(reviews)
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .innerJoin(users, eq(users.id, reviews.clientId))
    .where(and(which, isNull(reviews.removedAt)))
    .orderBy(desc(reviews.createdAt));
}
export type ReviewRow = Awaited<ReturnType<typeof findReviews>>[number];

/**
 * A company's listing state and rating figures, or undefined when it does not exist. The average is the
 * verified clients' (the rating that counts); the count is every shown review.
 */
export async function findRatedCompany(db: Db, companyId: string) {
  const [company] = await db
    .select({
      id: companies.id,
      verifiedAt: companies.verifiedAt,
      average: companies.verifiedRatingAvg,
      count: companies.reviewCount,
      verifiedCount: companies.verifiedReviewCount,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company;
}

/** The one review a client wrote of a company (removed or not). */
export async function findClientReview(db: Db, companyId: string, clientId: string) {
  const [review] = await db
    .select({ id: reviews.id, removedAt: reviews.removedAt })
    .from(reviews)
    .where(and(eq(reviews.companyId, companyId), eq(reviews.clientId, clientId)));
  return review;
}

/** What the answer rule needs of a review. */
export async function findReviewState(db: Db, reviewId: string) {
  const [review] = await db
    .select({
      companyId: reviews.companyId,
      clientId: reviews.clientId,
      answer: reviews.answer,
      removedAt: reviews.removedAt,
    })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  return review;
}

type ReviewWrite = { rating: number; text: string; verifiedClient: boolean; createdAt: Date };

export async function insertReview(
  db: Db,
  review: ReviewWrite & { companyId: string; clientId: string },
): Promise<string> {
  const [row] = await db.insert(reviews).values(review).returning({ id: reviews.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** A review an admin removed, written again: its answer and removal are cleared. */
export async function rewriteReview(db: Db, reviewId: string, review: ReviewWrite): Promise<void> {
  await db
    .update(reviews)
    .set({
      ...review,
      answer: null,
      answeredAt: null,
      answeredBy: null,
      removedAt: null,
      removedBy: null,
      removalReason: null,
    })
    .where(eq(reviews.id, reviewId));
}

export async function setReviewAnswer(db: Db, reviewId: string, text: string, at: Date, by: string): Promise<void> {
  await db.update(reviews).set({ answer: text, answeredAt: at, answeredBy: by }).where(eq(reviews.id, reviewId));
}

export async function markReviewVerified(db: Db, clientId: string, companyId: string): Promise<boolean> {
  const rows = await db
    .update(schema.reviews)
    .set({ verifiedClient: true })
    .where(
      and(
        eq(schema.reviews.clientId, clientId),
        eq(schema.reviews.companyId, companyId),
        eq(schema.reviews.verifiedClient, false),
      ),
    )
    .returning({ id: schema.reviews.id });
  return rows.length > 0;
}

/** The reviews a client wrote (as their profile shows them). */
export async function reviewsWrittenBy(db: Db, clientId: string) {
  return (await findReviews(db, { clientId })).map((row) => ({
    id: row.id,
    companyName: row.companyName,
    rating: row.rating,
    text: row.text,
  }));
}
