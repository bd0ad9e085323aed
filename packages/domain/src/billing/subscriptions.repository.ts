import { type Db, schema } from '@tendero/db';
import { and, asc, eq, gte, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';

const { subscriptions, companies } = schema;

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionFields = Omit<typeof subscriptions.$inferInsert, 'companyId'>;

export async function findSubscription(db: Db, companyId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId));
  return row ?? null;
}

/** The row of a Stripe customer or subscription (an event names one of them). */
export async function findSubscriptionByStripe(
  db: Db,
  ids: { customerId: string | null; subscriptionId: string | null },
): Promise<SubscriptionRow | null> {
  if (ids.subscriptionId) {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, ids.subscriptionId));
    if (row) return row;
  }
  if (ids.customerId) {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.stripeCustomerId, ids.customerId));
    if (row) return row;
  }
  return null;
}

/** Locks the company's row (one change at a time per company), answering it when it exists. */
export async function lockSubscription(db: Db, companyId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId)).for('update');
  return row ?? null;
}

export async function saveSubscription(db: Db, companyId: string, fields: SubscriptionFields): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ companyId, ...fields })
    .onConflictDoUpdate({ target: subscriptions.companyId, set: fields });
}

/** A year paid at once whose end has come: cancelled (ended at its end), so reports count it ended. */
export async function endPaidYear(db: Db, companyId: string, now: Date): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status: 'canceled', endedAt: subscriptions.currentPeriodEnd, updatedAt: now })
    .where(
      and(
        eq(subscriptions.companyId, companyId),
        eq(subscriptions.source, 'one_time'),
        eq(subscriptions.status, 'active'),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    );
}

/** Marks the reminder of the year ending at `yearEnd` sent; false when it was already (once per year paid). */
export async function claimRenewalReminder(db: Db, companyId: string, yearEnd: Date): Promise<boolean> {
  const claimed = await db
    .update(subscriptions)
    .set({ renewalReminderFor: yearEnd })
    .where(
      and(
        eq(subscriptions.companyId, companyId),
        or(isNull(subscriptions.renewalReminderFor), ne(subscriptions.renewalReminderFor, yearEnd)),
      ),
    )
    .returning({ companyId: subscriptions.companyId });
  return claimed.length > 0;
}

/** Every company with a subscription row, for the premium report, by company name. */
export async function listSubscriptions(db: Db) {
  return db
    .select({ row: subscriptions, companyName: companies.name })
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .orderBy(asc(companies.name));
}

/** Starts and ends per calendar month since `since` (UTC), for the report's chart. */
export async function monthlyStartsAndEnds(db: Db, since: Date) {
  const starts = await db
    .select({
      month: sql<string>`to_char(${subscriptions.startedAt} at time zone 'UTC', 'YYYY-MM')`,
      n: sql<number>`count(*)::int`,
    })
    .from(subscriptions)
    .where(and(isNotNull(subscriptions.startedAt), gte(subscriptions.startedAt, since)))
    .groupBy(sql`1`);
  const ends = await db
    .select({
      month: sql<string>`to_char(${subscriptions.endedAt} at time zone 'UTC', 'YYYY-MM')`,
      n: sql<number>`count(*)::int`,
    })
    .from(subscriptions)
    .where(and(isNotNull(subscriptions.endedAt), gte(subscriptions.endedAt, since)))
    .groupBy(sql`1`);
  return { starts, ends };
}
