import { type Db, schema } from '@tendero/db';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';

const { contacts, tags, newsletters, newsletterRecipients, mailingSuppressions, mailMessages } = schema;
const { mailingCompanySuppressions, newsletterSubscriptions } = schema;

/**
 * Whether the contact's address unsubscribed from all Tendero e-mails, or from this company's newsletters.
 * Subqueries name their tables and aliases in plain SQL: Drizzle writes a selected column unqualified,
 * which inside a subquery would bind to the inner table.
 */
const contactSuppressedAll = sql<boolean>`exists (select 1 from mailing_suppressions ms
  where ms.email = lower("contacts"."email"))`;
const contactSuppressedBy = (companyId: string | null) =>
  companyId
    ? sql<boolean>`exists (select 1 from mailing_company_suppressions mcs
        where mcs.email = lower("contacts"."email") and mcs.company_id = ${companyId}::uuid)`
    : sql<boolean>`false`;

/** A contact as the audience lists it, with its address's unsubscriptions. */
const audienceColumns = (companyId: string | null) => ({
  id: contacts.id,
  name: contacts.name,
  email: contacts.email,
  marketingConsentAt: contacts.marketingConsentAt,
  suppressedAll: contactSuppressedAll,
  suppressedCompany: contactSuppressedBy(companyId),
});

/** An audience row as read, its unsubscriptions as booleans. */
const audienceRowOf = (
  row: Omit<AudienceRow, 'suppressedAll' | 'suppressedCompany' | 'tagIds'> & {
    suppressedAll: unknown;
    suppressedCompany: unknown;
  },
  tagIds: string[],
): AudienceRow => ({
  ...row,
  suppressedAll: Boolean(row.suppressedAll),
  suppressedCompany: Boolean(row.suppressedCompany),
  tagIds,
});

export type AudienceRow = {
  id: string;
  name: string;
  email: string | null;
  marketingConsentAt: Date | null;
  suppressedAll: boolean;
  suppressedCompany: boolean;
  tagIds: string[];
};

/**
 * The owner's contacts with their tags and whether their address unsubscribed (from everything, or from
 * the newsletters of `companyId`, the sender's company).
 */
export async function listAudience(db: Db, ownerId: string, companyId: string | null): Promise<AudienceRow[]> {
  const rows = await db
    .select({
      ...audienceColumns(companyId),
      tagIds: sql<string[]>`coalesce((select array_agg(ct.tag_id::text) from contact_tags ct
        where ct.contact_id = "contacts"."id"), '{}')`,
    })
    .from(contacts)
    .where(eq(contacts.ownerId, ownerId))
    .orderBy(asc(contacts.name));
  return rows.map((row) => audienceRowOf(row, row.tagIds ?? []));
}

export async function listOwnTags(db: Db, ownerId: string) {
  return db
    .select({ id: tags.id, name: tags.name, colour: tags.colour })
    .from(tags)
    .where(eq(tags.ownerId, ownerId))
    .orderBy(asc(tags.name));
}

/** The owner's contacts chosen one by one or through one of the owner's tags (others' ids are ignored). */
export async function findChosenContacts(
  db: Db,
  ownerId: string,
  companyId: string | null,
  choice: { contactIds: string[]; tagIds: string[] },
): Promise<AudienceRow[]> {
  const byId = choice.contactIds.length > 0 ? inArray(contacts.id, choice.contactIds) : undefined;
  const byTag =
    choice.tagIds.length > 0
      ? sql`exists (select 1 from contact_tags ct join tags t on t.id = ct.tag_id
          where ct.contact_id = "contacts"."id" and t.owner_id = ${ownerId}
          and ct.tag_id in (${sql.join(
            choice.tagIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}))`
      : undefined;
  const chosen = byId && byTag ? or(byId, byTag) : (byId ?? byTag);
  if (!chosen) return [];
  const rows = await db
    .select(audienceColumns(companyId))
    .from(contacts)
    .where(and(eq(contacts.ownerId, ownerId), chosen));
  return rows.map((row) => audienceRowOf(row, []));
}

export type NewNewsletter = {
  senderId: string;
  companyId: string | null;
  subject: string;
  body: string;
  locale: string;
  skipped: number;
  recipients: { email: string; contactId: string }[];
};

export async function insertNewsletter(db: Db, newsletter: NewNewsletter): Promise<string> {
  const [row] = await db
    .insert(newsletters)
    .values({
      senderId: newsletter.senderId,
      companyId: newsletter.companyId,
      subject: newsletter.subject,
      body: newsletter.body,
      locale: newsletter.locale,
      status: 'sending',
      recipients: newsletter.recipients.length,
      skipped: newsletter.skipped,
    })
    .returning({ id: newsletters.id });
  if (!row) throw new Error('newsletter insert returned nothing');
  for (let start = 0; start < newsletter.recipients.length; start += 500) {
    await db
      .insert(newsletterRecipients)
      .values(newsletter.recipients.slice(start, start + 500).map((r) => ({ ...r, newsletterId: row.id })))
      .onConflictDoNothing();
  }
  return row.id;
}

export type NewsletterRow = typeof newsletters.$inferSelect;

export async function findNewsletter(db: Db, id: string): Promise<NewsletterRow | null> {
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id));
  return row ?? null;
}

/**
 * The next recipients not yet queued, with whether their address unsubscribed meanwhile (from everything,
 * or from the newsletters of `companyId`, the newsletter's company).
 */
export async function nextUnqueuedRecipients(db: Db, newsletterId: string, companyId: string | null, limit: number) {
  const byCompany = companyId
    ? sql`or exists (select 1 from mailing_company_suppressions mcs
        where mcs.email = lower("newsletter_recipients"."email") and mcs.company_id = ${companyId}::uuid)`
    : sql``;
  return db
    .select({
      email: newsletterRecipients.email,
      suppressed: sql<boolean>`(exists (select 1 from mailing_suppressions ms
        where ms.email = lower("newsletter_recipients"."email")) ${byCompany})`,
    })
    .from(newsletterRecipients)
    .where(
      and(
        eq(newsletterRecipients.newsletterId, newsletterId),
        isNull(newsletterRecipients.mailMessageId),
        eq(newsletterRecipients.status, 'queued'),
      ),
    )
    .orderBy(asc(newsletterRecipients.email))
    .limit(limit);
}

export async function setRecipientMail(db: Db, newsletterId: string, email: string, mailMessageId: string) {
  await db
    .update(newsletterRecipients)
    .set({ mailMessageId })
    .where(and(eq(newsletterRecipients.newsletterId, newsletterId), eq(newsletterRecipients.email, email)));
}

/** An address that unsubscribed between choosing and sending: left out (failed, no e-mail). */
export async function dropRecipient(db: Db, newsletterId: string, email: string) {
  await db
    .update(newsletterRecipients)
    .set({ status: 'failed' })
    .where(and(eq(newsletterRecipients.newsletterId, newsletterId), eq(newsletterRecipients.email, email)));
}

export async function markNewsletterSent(db: Db, id: string, at: Date) {
  await db.update(newsletters).set({ status: 'sent', sentAt: at }).where(eq(newsletters.id, id));
}

const deliveredStatuses = ['sent', 'kept'] as const;
const counts = {
  delivered: sql<number>`count(*) filter (where ${inArray(mailMessages.status, [...deliveredStatuses])})::int`,
  failed: sql<number>`count(*) filter (where ${mailMessages.status} = 'failed' or ${newsletterRecipients.status} = 'failed')::int`,
};

/** The sender's newsletters, newest first, with delivered and failed counts from the outbox. */
export async function listSenderNewsletters(db: Db, senderId: string) {
  return db
    .select({
      id: newsletters.id,
      subject: newsletters.subject,
      status: newsletters.status,
      createdAt: newsletters.createdAt,
      sentAt: newsletters.sentAt,
      recipients: newsletters.recipients,
      skipped: newsletters.skipped,
      delivered: counts.delivered,
      failed: counts.failed,
    })
    .from(newsletters)
    .leftJoin(newsletterRecipients, eq(newsletterRecipients.newsletterId, newsletters.id))
    .leftJoin(mailMessages, eq(mailMessages.id, newsletterRecipients.mailMessageId))
    .where(eq(newsletters.senderId, senderId))
    .groupBy(newsletters.id)
    .orderBy(desc(newsletters.createdAt))
    .limit(200);
}

export async function listNewsletterRecipients(db: Db, newsletterId: string) {
  return db
    .select({
      email: newsletterRecipients.email,
      recipientStatus: newsletterRecipients.status,
      mailStatus: mailMessages.status,
    })
    .from(newsletterRecipients)
    .leftJoin(mailMessages, eq(mailMessages.id, newsletterRecipients.mailMessageId))
    .where(eq(newsletterRecipients.newsletterId, newsletterId))
    .orderBy(asc(newsletterRecipients.email));
}

/** What an address stopped: all Tendero e-mails, and (with a company) that company's newsletters. */
export async function findSuppressions(
  db: Db,
  email: string,
  companyId: string | null,
): Promise<{ all: boolean; company: boolean }> {
  const address = email.trim().toLowerCase();
  const [all] = await db
    .select({ email: mailingSuppressions.email })
    .from(mailingSuppressions)
    .where(eq(mailingSuppressions.email, address));
  const [company] = companyId
    ? await db
        .select({ email: mailingCompanySuppressions.email })
        .from(mailingCompanySuppressions)
        .where(and(eq(mailingCompanySuppressions.email, address), eq(mailingCompanySuppressions.companyId, companyId)))
    : [];
  return { all: all !== undefined, company: company !== undefined };
}

/** An address that unsubscribed from one company's newsletters (lower case). Idempotent. */
export async function suppressAddressForCompany(
  db: Db,
  email: string,
  companyId: string,
  userId: string | null,
  at: Date,
): Promise<void> {
  await db
    .insert(mailingCompanySuppressions)
    .values({ email: email.trim().toLowerCase(), companyId, userId, at })
    .onConflictDoNothing();
}

/** Addresses unsubscribed from all Tendero e-mails (lower case): no newsletter goes to them again. Idempotent. */
export async function suppressAddress(db: Db, email: string, userId: string | null, at: Date): Promise<void> {
  await db.insert(mailingSuppressions).values({ email: email.trim().toLowerCase(), userId, at }).onConflictDoNothing();
  await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: at })
    .where(
      and(
        sql`lower(${newsletterSubscriptions.email}) = ${email.trim().toLowerCase()}`,
        isNull(newsletterSubscriptions.unsubscribedAt),
      ),
    );
}

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

export async function findSubscriptionByEmail(db: Db, email: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = ${email.trim().toLowerCase()}`);
  return row ?? null;
}

export async function findSubscriptionByToken(db: Db, tokenHash: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.tokenHash, tokenHash), isNotNull(newsletterSubscriptions.tokenExpiresAt)));
  return row ?? null;
}

/**
 * One row per address (the unique index on lower(email)): a second sign-up renews the pending token of the
 * same row, never a second subscription.
 */
export async function upsertPendingSubscription(
  db: Db,
  subscription: { email: string; locale: string; tokenHash: string; tokenExpiresAt: Date },
): Promise<void> {
  const email = subscription.email.trim().toLowerCase();
  await db
    .insert(newsletterSubscriptions)
    .values({ ...subscription, email })
    .onConflictDoNothing();
  await db
    .update(newsletterSubscriptions)
    .set({
      tokenHash: subscription.tokenHash,
      tokenExpiresAt: subscription.tokenExpiresAt,
      locale: subscription.locale,
      unsubscribedAt: null,
    })
    .where(sql`lower(${newsletterSubscriptions.email}) = ${email}`);
}

export async function confirmSubscription(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: at, tokenHash: null, tokenExpiresAt: null, unsubscribedAt: null })
    .where(eq(newsletterSubscriptions.id, id));
}

/** Subscribing again after unsubscribing (confirmed by the e-mail) lifts the suppression. */
export async function liftSuppression(db: Db, email: string): Promise<void> {
  await db.delete(mailingSuppressions).where(eq(mailingSuppressions.email, email.trim().toLowerCase()));
}
