import { type Db, schema } from '@tendero/db';
import { and, eq, max, or, sql } from 'drizzle-orm';

const { consentAcceptances, consentTexts, consentWithdrawals, users } = schema;

/**
 * Whether the person a contact is (by account, or by e-mail) withdrew their marketing consent and has not
 * given it again since (issue 38, "My consents"): then no owner can record it for them.
 */
export async function marketingWithdrawnBy(db: Db, person: { personId: string | null; email: string | null }) {
  if (!person.personId && !person.email) return false;
  const who = or(
    person.personId ? eq(users.id, person.personId) : undefined,
    person.email ? sql`lower(${users.email}) = lower(${person.email})` : undefined,
  );
  const [row] = await db
    .select({
      withdrawnAt: max(consentWithdrawals.withdrawnAt),
      acceptedAt: sql<Date | null>`(select max(${consentAcceptances.acceptedAt}) from ${consentAcceptances}
        join ${consentTexts} on ${consentTexts.id} = ${consentAcceptances.consentTextId}
        where ${consentAcceptances.userId} = ${users.id} and ${consentTexts.kind} = 'marketing')`,
    })
    .from(users)
    .innerJoin(
      consentWithdrawals,
      and(eq(consentWithdrawals.userId, users.id), eq(consentWithdrawals.kind, 'marketing')),
    )
    .where(who)
    .groupBy(users.id);
  if (!row?.withdrawnAt) return false;
  const accepted = row.acceptedAt ? new Date(row.acceptedAt) : null;
  return accepted === null || accepted <= row.withdrawnAt;
}
