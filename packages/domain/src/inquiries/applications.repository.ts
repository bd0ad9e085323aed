import { type Db, schema } from '@tendero/db';
import { and, asc, eq, gte, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';

const { applications, companies, companyEntries, inquiries, users } = schema;

export type ApplicationRow = typeof applications.$inferSelect;

export type ApplicationValues = Pick<
  typeof applications.$inferInsert,
  'message' | 'priceMin' | 'priceMax' | 'currency' | 'timelineDays' | 'scope' | 'paymentTerms' | 'validUntil'
>;

export const applicationColumns = {
  application: applications,
  repFirstName: users.firstName,
  repLastName: users.lastName,
  repImage: users.image,
  companyName: companies.name,
  companyLogo: companies.logo,
  companyVerifiedAt: companies.verifiedAt,
  // The rating that counts: verified clients' reviews only (issue 35); the count is every shown review.
  companyRating: companies.verifiedRatingAvg,
  companyReviews: companies.reviewCount,
  companyVerifiedReviews: companies.verifiedReviewCount,
};

/**
 * Offers anyone may see, in the order they came: neither the offer nor its inquiry removed by an admin
 * (moderation hides both from everyone, their authors too).
 */
export async function listApplications(db: Db, where: SQL | undefined) {
  return db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(users, eq(users.id, applications.repId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .innerJoin(inquiries, and(eq(inquiries.id, applications.inquiryId), isNull(inquiries.removedAt)))
    .where(and(where, isNull(applications.removedAt)))
    .orderBy(asc(applications.createdAt));
}

export type ApplicationListRow = Awaited<ReturnType<typeof listApplications>>[number];

export const applicationsOf = {
  inquiry: (inquiryId: string) => eq(applications.inquiryId, inquiryId),
  inquiries: (inquiryIds: string[]) => inArray(applications.inquiryId, inquiryIds),
  rep: (repId: string) => eq(applications.repId, repId),
  company: (companyId: string) => eq(applications.companyId, companyId),
  id: (id: string) => eq(applications.id, id),
  ids: (ids: string[]) => inArray(applications.id, ids),
  /** What the client sees: not hidden because the offer's company is not verified (any more). */
  shown: () => isNull(applications.hiddenAt),
  and: (...conditions: SQL[]) => and(...conditions),
};

export async function insertApplication(
  db: Db,
  values: ApplicationValues & { inquiryId: string; repId: string; companyId: string; createdAt: Date },
): Promise<string | null> {
  const [row] = await db
    .insert(applications)
    .values({ ...values, updatedAt: values.createdAt })
    .onConflictDoNothing({ target: [applications.inquiryId, applications.repId] })
    .returning({ id: applications.id });
  return row?.id ?? null;
}

/** Offers a company sent since a moment (the free plan's monthly count). */
export async function countCompanyApplicationsSince(db: Db, companyId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(applications)
    .where(and(eq(applications.companyId, companyId), gte(applications.createdAt, since)));
  return row?.count ?? 0;
}

/** An inquiry's offers as its count shows them: removed ones are left out. */
/** Whether the rep's offer on this inquiry, the one the unique key keeps, is one an admin removed. */
export async function repOfferRemoved(db: Db, inquiryId: string, repId: string): Promise<boolean> {
  const [row] = await db
    .select({ removedAt: applications.removedAt })
    .from(applications)
    .where(and(eq(applications.inquiryId, inquiryId), eq(applications.repId, repId)));
  return !!row?.removedAt;
}

/** An inquiry's offers as its client sees them: removed ones and hidden ones (company not verified) left out. */
export async function countApplications(db: Db, inquiryId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(applications)
    .where(and(eq(applications.inquiryId, inquiryId), isNull(applications.removedAt), isNull(applications.hiddenAt)));
  return row?.count ?? 0;
}

/**
 * A company's verification withdrawn (`hidden` true) or given again (false): its pending offers are hidden
 * from their clients, or shown again, and each inquiry's count follows. Answers the offers whose visibility
 * changed, with their inquiry and client, in the caller's transaction.
 */
export async function setCompanyOffersHidden(db: Db, companyId: string, hidden: boolean, at: Date) {
  const changed = await db
    .update(applications)
    .set({ hiddenAt: hidden ? at : null })
    .where(
      and(
        eq(applications.companyId, companyId),
        isNull(applications.removedAt),
        hidden
          ? and(isNull(applications.hiddenAt), eq(applications.state, 'pending'))
          : isNotNull(applications.hiddenAt),
      ),
    )
    .returning({ id: applications.id, inquiryId: applications.inquiryId });
  const inquiryIds = [...new Set(changed.map((row) => row.inquiryId))];
  if (inquiryIds.length === 0) return [];
  const touched = await db
    .update(inquiries)
    .set({
      applicationCount: sql`(select count(*)::int from ${applications}
        where ${applications.inquiryId} = ${inquiries.id} and ${applications.removedAt} is null
        and ${applications.hiddenAt} is null)`,
    })
    .where(inArray(inquiries.id, inquiryIds))
    .returning({
      id: inquiries.id,
      clientId: inquiries.clientId,
      description: inquiries.description,
      removedAt: inquiries.removedAt,
    });
  return touched;
}

/** An offer no admin removed (a removed one is decided, edited and read by no one). */
export async function findApplication(db: Db, id: string): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), isNull(applications.removedAt)));
  return row ?? null;
}

export async function updateApplication(db: Db, id: string, values: Partial<typeof applications.$inferInsert>) {
  await db.update(applications).set(values).where(eq(applications.id, id));
}

/**
 * Every other pending offer of the inquiry becomes 'not chosen'; answers the companies and reps told. An
 * offer an admin removed is left as it is (its rep is not written to about it).
 */
export async function markOthersNotChosen(db: Db, inquiryId: string, exceptId: string | null, at: Date) {
  return db
    .update(applications)
    .set({ state: 'notChosen', decidedAt: at, updatedAt: at })
    .where(
      and(
        eq(applications.inquiryId, inquiryId),
        eq(applications.state, 'pending'),
        isNull(applications.removedAt),
        exceptId ? ne(applications.id, exceptId) : undefined,
      ),
    )
    .returning({ id: applications.id, repId: applications.repId, companyId: applications.companyId });
}

export async function consentsOf(db: Db, companyIds: string[]) {
  if (companyIds.length === 0) return [];
  return db
    .select({ id: companyEntries.id, companyId: companyEntries.companyId, data: companyEntries.data })
    .from(companyEntries)
    .where(and(inArray(companyEntries.companyId, companyIds), eq(companyEntries.kind, 'consent')))
    .orderBy(asc(companyEntries.position));
}

/** Whether the client accepted an offer of the company: what makes their review 'verified client'. */
export async function hasAcceptedOffer(db: Db, clientId: string, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(inquiries, eq(inquiries.id, applications.inquiryId))
    .where(
      and(eq(inquiries.clientId, clientId), eq(applications.companyId, companyId), eq(applications.state, 'accepted')),
    )
    .limit(1);
  return row !== undefined;
}
