import { type Db, schema, withTransaction } from '@tendero/db';
import { and, eq, isNotNull, isNull, max, or, sql } from 'drizzle-orm';
import { acceptancesOfUser } from '../consents/index';

const { consentTexts, consentWithdrawals, contacts, inquiries, newsletterSubscriptions, users } = schema;

/** Every version the person accepted, newest first (the consents capability's read), with the current version of each kind. */
export async function acceptedVersions(db: Db, userId: string) {
  const [rows, current] = await Promise.all([
    acceptancesOfUser(db, userId),
    db
      .select({ kind: consentTexts.kind, version: max(consentTexts.version) })
      .from(consentTexts)
      .groupBy(consentTexts.kind),
  ]);
  return { rows, current: new Map(current.map((row) => [row.kind, row.version ?? 0])) };
}

/** When the person's address confirmed Tendero's newsletter sign-up, if it still receives it. */
export async function newsletterSince(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ confirmedAt: newsletterSubscriptions.confirmedAt })
    .from(newsletterSubscriptions)
    .innerJoin(users, sql`lower(${users.email}) = lower(${newsletterSubscriptions.email})`)
    .where(
      and(
        eq(users.id, userId),
        isNotNull(newsletterSubscriptions.confirmedAt),
        isNull(newsletterSubscriptions.unsubscribedAt),
      ),
    );
  return row?.confirmedAt ?? null;
}

export async function lastMarketingWithdrawal(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(consentWithdrawals.withdrawnAt) })
    .from(consentWithdrawals)
    .where(and(eq(consentWithdrawals.userId, userId), eq(consentWithdrawals.kind, 'marketing')));
  return row?.at ?? null;
}

/**
 * Withdraws the person's marketing consent in one transaction: the withdrawal is recorded (when, from
 * where), their inquiries stop telling companies they agreed to marketing, and every contact record that
 * is them (linked to their account, or holding their e-mail) loses the consent newsletters are sent on, and
 * their address leaves Tendero's own newsletter.
 */
export async function withdrawMarketingConsent(db: Db, userId: string, at: Date, ip: string | null): Promise<void> {
  await withTransaction(db, async (tx) => {
    const [person] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!person) return;
    await tx.insert(consentWithdrawals).values({ userId, kind: 'marketing', withdrawnAt: at, ip });
    await tx
      .update(inquiries)
      .set({ marketingConsent: false, updatedAt: at })
      .where(and(eq(inquiries.clientId, userId), eq(inquiries.marketingConsent, true)));
    await tx
      .update(contacts)
      .set({ marketingConsentAt: null, updatedAt: at })
      .where(
        and(
          isNotNull(contacts.marketingConsentAt),
          or(eq(contacts.personId, userId), sql`lower(${contacts.email}) = lower(${person.email})`),
        ),
      );
    await tx
      .update(newsletterSubscriptions)
      .set({ unsubscribedAt: at })
      .where(
        and(
          sql`lower(${newsletterSubscriptions.email}) = lower(${person.email})`,
          isNull(newsletterSubscriptions.unsubscribedAt),
        ),
      );
  });
}
