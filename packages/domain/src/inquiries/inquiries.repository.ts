import { type Db, schema } from '@tendero/db';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';

const { companies, inquiries, inquiryNdaAcceptances, inquiryTargets, users } = schema;

export type InquiryRow = typeof inquiries.$inferSelect;

export type NewInquiry = typeof inquiries.$inferInsert;

export async function insertInquiry(db: Db, values: NewInquiry, companyIds: string[]): Promise<InquiryRow> {
  const [row] = await db.insert(inquiries).values(values).returning();
  if (!row) throw new Error('inquiry insert returned nothing');
  if (companyIds.length > 0) {
    await db
      .insert(inquiryTargets)
      .values(companyIds.map((companyId) => ({ inquiryId: row.id, companyId })))
      .onConflictDoNothing();
  }
  return row;
}

/** An inquiry an admin removed is hidden from everyone (moderation): no read, list or decision finds it. */
const notRemoved = isNull(inquiries.removedAt);

export async function findInquiry(db: Db, id: string): Promise<InquiryRow | null> {
  const [row] = await db
    .select()
    .from(inquiries)
    .where(and(eq(inquiries.id, id), notRemoved));
  return row ?? null;
}

/** The inquiry, locked for the rest of the transaction (decisions and counts never race). */
export async function lockInquiry(db: Db, id: string): Promise<InquiryRow | null> {
  const [row] = await db
    .select()
    .from(inquiries)
    .where(and(eq(inquiries.id, id), notRemoved))
    .for('update');
  return row ?? null;
}

export async function updateInquiry(db: Db, id: string, values: Partial<NewInquiry>): Promise<InquiryRow> {
  const [row] = await db.update(inquiries).set(values).where(eq(inquiries.id, id)).returning();
  if (!row) throw new Error('inquiry update returned nothing');
  return row;
}

export async function deleteInquiry(db: Db, id: string): Promise<void> {
  await db.delete(inquiries).where(eq(inquiries.id, id));
}

export async function listClientInquiries(db: Db, clientId: string): Promise<InquiryRow[]> {
  return db
    .select()
    .from(inquiries)
    .where(and(eq(inquiries.clientId, clientId), notRemoved))
    .orderBy(desc(inquiries.createdAt));
}

export async function askedCompanies(db: Db, inquiryIds: string[]) {
  if (inquiryIds.length === 0) return [];
  return db
    .select({ inquiryId: inquiryTargets.inquiryId, id: companies.id, name: companies.name })
    .from(inquiryTargets)
    .innerJoin(companies, eq(companies.id, inquiryTargets.companyId))
    .where(inArray(inquiryTargets.inquiryId, inquiryIds))
    .orderBy(asc(companies.name));
}

/** Whether the inquiry was asked of the company (a private inquiry is seen by those companies alone). */
export async function isAskedOf(db: Db, inquiryId: string, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(inquiryTargets)
    .where(and(eq(inquiryTargets.inquiryId, inquiryId), eq(inquiryTargets.companyId, companyId)));
  return row !== undefined;
}

/** Whether someone of the company accepted the inquiry's confidentiality terms. */
export async function hasAcceptedNda(db: Db, inquiryId: string, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(inquiryNdaAcceptances)
    .where(and(eq(inquiryNdaAcceptances.inquiryId, inquiryId), eq(inquiryNdaAcceptances.companyId, companyId)));
  return row !== undefined;
}

/**
 * Records a company's acceptance of the terms; the first one stands (two reps accepting at once: the primary
 * key keeps one row, the other insert does nothing).
 */
export async function insertNdaAcceptance(db: Db, values: typeof inquiryNdaAcceptances.$inferInsert): Promise<void> {
  await db.insert(inquiryNdaAcceptances).values(values).onConflictDoNothing();
}

/** The acceptances of these inquiries' terms, first first, with each company's name. */
export async function ndaAcceptancesOf(db: Db, inquiryIds: string[]) {
  if (inquiryIds.length === 0) return [];
  return db
    .select({
      inquiryId: inquiryNdaAcceptances.inquiryId,
      companyId: inquiryNdaAcceptances.companyId,
      companyName: companies.name,
      userId: inquiryNdaAcceptances.userId,
      personName: inquiryNdaAcceptances.personName,
      ip: inquiryNdaAcceptances.ip,
      acceptedAt: inquiryNdaAcceptances.acceptedAt,
    })
    .from(inquiryNdaAcceptances)
    .innerJoin(companies, eq(companies.id, inquiryNdaAcceptances.companyId))
    .where(inArray(inquiryNdaAcceptances.inquiryId, inquiryIds))
    .orderBy(asc(inquiryNdaAcceptances.acceptedAt));
}

/** Inquiries published and not yet told to providers, oldest first (a removed one waits until restored). */
export async function undigestedInquiries(db: Db, upTo: Date, limit: number) {
  return db
    .select()
    .from(inquiries)
    .where(and(isNull(inquiries.digestedAt), lte(inquiries.createdAt, upTo), notRemoved))
    .orderBy(asc(inquiries.createdAt))
    .limit(limit);
}

export async function markDigested(db: Db, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(inquiries).set({ digestedAt: at }).where(inArray(inquiries.id, ids));
}

/**
 * The providers to tell of these inquiries: active sales reps and managers of companies offering one of
 * their services or asked directly, who have not unsubscribed, outside the author's company. One row per
 * person and inquiry.
 */
export async function digestRecipients(db: Db, inquiryIds: string[]) {
  if (inquiryIds.length === 0) return [];
  return db
    .selectDistinct({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      inquiryId: inquiries.id,
    })
    .from(inquiries)
    .innerJoin(
      companies,
      or(
        // A private inquiry is told only to the companies it was asked of.
        and(eq(inquiries.isPrivate, false), sql`${companies.services} && ${inquiries.services}`),
        sql`exists (select 1 from inquiry_targets t where t.inquiry_id = ${inquiries.id} and t.company_id = ${sql.raw('"companies"."id"')})`,
      ),
    )
    .innerJoin(users, eq(users.companyId, companies.id))
    .where(
      and(
        inArray(inquiries.id, inquiryIds),
        // Only verified companies take part (SPEC §1): nobody of a company not verified is told.
        isNotNull(companies.verifiedAt),
        inArray(users.role, ['SALES_REP', 'MANAGER']),
        eq(users.status, 'ACTIVE'),
        isNull(users.deletedAt),
        isNull(users.mailingUnsubscribedAt),
        isNotNull(users.email),
        // Never told of an inquiry of their own company (its author's).
        sql`not exists (select 1 from users author where author.id = ${inquiries.clientId}
          and author.company_id = ${users.companyId})`,
      ),
    );
}

export async function askedRecipients(db: Db, inquiryIds: string[]) {
  if (inquiryIds.length === 0) return [];
  return db
    .select({ inquiryId: inquiryTargets.inquiryId, userId: users.id })
    .from(inquiryTargets)
    .innerJoin(users, eq(users.companyId, inquiryTargets.companyId))
    .where(inArray(inquiryTargets.inquiryId, inquiryIds));
}
