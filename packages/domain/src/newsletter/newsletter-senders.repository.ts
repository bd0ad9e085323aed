import { type Db, schema } from '@tendero/db';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';

const { companies, newsletters, newsletterRecipients, mailingCompanySuppressions, mailingSuppressions } = schema;
const { users, notificationPreferences } = schema;

/**
 * The companies whose newsletters an address received, or stopped (a company it stopped before any
 * newsletter came is listed too), by name, with whether the address still receives them.
 */
export async function listSendersOf(db: Db, email: string) {
  const address = email.trim().toLowerCase();
  const received = db
    .selectDistinct({ companyId: sql<string>`${newsletters.companyId}`.as('company_id') })
    .from(newsletterRecipients)
    .innerJoin(newsletters, eq(newsletters.id, newsletterRecipients.newsletterId))
    .where(and(sql`lower(${newsletterRecipients.email}) = ${address}`, isNotNull(newsletters.companyId)));
  const stopped = db
    .select({ companyId: sql<string>`${mailingCompanySuppressions.companyId}`.as('company_id') })
    .from(mailingCompanySuppressions)
    .where(eq(mailingCompanySuppressions.email, address));
  const senders = received.union(stopped).as('senders');
  return db
    .select({
      companyId: companies.id,
      name: companies.name,
      receiving: sql<boolean>`not exists (select 1 from mailing_company_suppressions mcs
        where mcs.email = ${address} and mcs.company_id = ${companies.id})`,
    })
    .from(senders)
    .innerJoin(companies, eq(companies.id, sql`${senders.companyId}`))
    .orderBy(asc(companies.name));
}

/** Whether the address stopped every Tendero e-mail (the legacy "all" of the unsubscribe link). */
export async function isSuppressedAll(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: mailingSuppressions.email })
    .from(mailingSuppressions)
    .where(eq(mailingSuppressions.email, email.trim().toLowerCase()));
  return row !== undefined;
}

/** The address receives this company's newsletters again (it had stopped them). */
export async function liftCompanySuppression(db: Db, email: string, companyId: string): Promise<void> {
  await db
    .delete(mailingCompanySuppressions)
    .where(
      and(
        eq(mailingCompanySuppressions.email, email.trim().toLowerCase()),
        eq(mailingCompanySuppressions.companyId, companyId),
      ),
    );
}

/**
 * The addresses (lower case) among `emails` whose account switched the kind's e-mail off in its
 * notification settings (issue 40): a newsletter leaves them out as it leaves out a stopped address.
 */
export async function addressesWithKindOff(
  db: Db,
  emails: readonly string[],
  kind: 'newsletters' | 'news',
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const lower = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .innerJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(
      and(
        inArray(sql`lower(${users.email})`, lower),
        eq(notificationPreferences.kind, kind),
        eq(notificationPreferences.email, false),
      ),
    );
  return new Set(rows.map((row) => row.email));
}
