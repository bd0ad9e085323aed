import { type Db, schema } from '@tendero/db';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { SharePurpose } from '../shared/shared-contact';

const { contacts, tags, contactTags, contactShares, users, companies } = schema;

export type ContactRow = typeof contacts.$inferSelect;
export type TagRow = typeof tags.$inferSelect;
export type NewContact = typeof contacts.$inferInsert;

/** One page of an owner's contacts, by a search over name, e-mail, phone and organisation, with every tag given. */
export async function listContacts(
  db: Db,
  ownerId: string,
  filter: { q?: string; tagIds: readonly string[]; limit: number; offset: number },
): Promise<{ rows: ContactRow[]; total: number }> {
  const conditions = [eq(contacts.ownerId, ownerId)];
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (mark) => `\\${mark}`)}%`;
    const found = or(
      ilike(contacts.name, like),
      ilike(contacts.email, like),
      ilike(contacts.phone, like),
      ilike(contacts.organization, like),
    );
    if (found) conditions.push(found);
  }
  for (const tagId of filter.tagIds) {
    conditions.push(
      sql`exists (select 1 from ${contactTags} where ${contactTags.contactId} = ${contacts.id} and ${contactTags.tagId} = ${tagId})`,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contacts)
      .where(where)
      .orderBy(asc(sql`lower(${contacts.name})`), asc(contacts.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(contacts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function allContactsOf(db: Db, ownerId: string): Promise<ContactRow[]> {
  return db
    .select()
    .from(contacts)
    .where(eq(contacts.ownerId, ownerId))
    .orderBy(asc(sql`lower(${contacts.name})`));
}

export async function findContact(db: Db, contactId: string): Promise<ContactRow | undefined> {
  const [row] = await db.select().from(contacts).where(eq(contacts.id, contactId));
  return row;
}

/** The owner's contact that is this person, or has this e-mail (folded), if any. */
export async function findDuplicate(
  db: Db,
  ownerId: string,
  match: { personId?: string | null; email?: string | null; companyId?: string | null },
): Promise<ContactRow | undefined> {
  const options = [
    match.personId ? eq(contacts.personId, match.personId) : undefined,
    match.email ? sql`lower(${contacts.email}) = ${match.email.toLowerCase()}` : undefined,
    match.companyId && !match.personId
      ? and(eq(contacts.companyId, match.companyId), isNull(contacts.personId))
      : undefined,
  ].filter((item) => item !== undefined);
  if (options.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.ownerId, ownerId), or(...options)))
    .limit(1);
  return row;
}

export async function insertContact(db: Db, values: NewContact): Promise<ContactRow> {
  const [row] = await db.insert(contacts).values(values).returning();
  if (!row) throw new Error('contact not inserted');
  return row;
}

/** Adds a contact unless the owner has it already (same person or company); answers whether it was added. */
export async function insertContactIfNew(db: Db, values: NewContact): Promise<boolean> {
  if (await findDuplicate(db, values.ownerId, values)) return false;
  const rows = await db.insert(contacts).values(values).onConflictDoNothing().returning({ id: contacts.id });
  return rows.length > 0;
}

export async function updateContact(
  db: Db,
  contactId: string,
  values: Partial<Omit<NewContact, 'id' | 'ownerId'>>,
): Promise<ContactRow | undefined> {
  const [row] = await db.update(contacts).set(values).where(eq(contacts.id, contactId)).returning();
  return row;
}

export async function deleteContact(db: Db, contactId: string): Promise<void> {
  await db.delete(contacts).where(eq(contacts.id, contactId));
}

export async function deleteContactsOf(db: Db, ownerId: string): Promise<void> {
  await db.delete(contacts).where(eq(contacts.ownerId, ownerId));
}

/** The tags of these contacts, by contact id. */
export async function tagsOfContacts(db: Db, contactIds: readonly string[]): Promise<Map<string, TagRow[]>> {
  const byContact = new Map<string, TagRow[]>();
  if (contactIds.length === 0) return byContact;
  const rows = await db
    .select({ contactId: contactTags.contactId, tag: tags })
    .from(contactTags)
    .innerJoin(tags, eq(tags.id, contactTags.tagId))
    .where(inArray(contactTags.contactId, [...contactIds]))
    .orderBy(asc(sql`lower(${tags.name})`));
  for (const row of rows) byContact.set(row.contactId, [...(byContact.get(row.contactId) ?? []), row.tag]);
  return byContact;
}

export async function setContactTags(db: Db, contactId: string, tagIds: readonly string[]): Promise<void> {
  await db.delete(contactTags).where(eq(contactTags.contactId, contactId));
  if (tagIds.length > 0) {
    await db
      .insert(contactTags)
      .values(tagIds.map((tagId) => ({ contactId, tagId })))
      .onConflictDoNothing();
  }
}

export async function addTagTo(db: Db, contactIds: readonly string[], tagId: string): Promise<number> {
  if (contactIds.length === 0) return 0;
  const rows = await db
    .insert(contactTags)
    .values(contactIds.map((contactId) => ({ contactId, tagId })))
    .onConflictDoNothing()
    .returning({ contactId: contactTags.contactId });
  return rows.length;
}

export async function removeTagFrom(db: Db, contactIds: readonly string[], tagId: string): Promise<number> {
  if (contactIds.length === 0) return 0;
  const rows = await db
    .delete(contactTags)
    .where(and(eq(contactTags.tagId, tagId), inArray(contactTags.contactId, [...contactIds])))
    .returning({ contactId: contactTags.contactId });
  return rows.length;
}

/** Which of these contacts belong to the owner. */
export async function ownedContactIds(db: Db, ownerId: string, contactIds: readonly string[]): Promise<string[]> {
  if (contactIds.length === 0) return [];
  const rows = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.ownerId, ownerId), inArray(contacts.id, [...contactIds])));
  return rows.map((row) => row.id);
}

export async function listTags(db: Db, ownerId: string): Promise<TagRow[]> {
  return db
    .select()
    .from(tags)
    .where(eq(tags.ownerId, ownerId))
    .orderBy(asc(sql`lower(${tags.name})`));
}

export async function findTag(db: Db, tagId: string): Promise<TagRow | undefined> {
  const [row] = await db.select().from(tags).where(eq(tags.id, tagId));
  return row;
}

/** Adds a tag; undefined when the owner has one of that name already. */
export async function insertTag(
  db: Db,
  values: { ownerId: string; name: string; colour: string; createdAt: Date },
): Promise<TagRow | undefined> {
  const [row] = await db.insert(tags).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateTag(
  db: Db,
  tagId: string,
  values: { name?: string; colour?: string },
): Promise<TagRow | undefined> {
  const [row] = await db.update(tags).set(values).where(eq(tags.id, tagId)).returning();
  return row;
}

export async function deleteTag(db: Db, tagId: string): Promise<void> {
  await db.delete(tags).where(eq(tags.id, tagId));
}

export async function findCompanyNames(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, [...ids]));
}

/** The managers of these companies (one per company). */
export async function managersOf(db: Db, companyIds: readonly string[]) {
  if (companyIds.length === 0) return [];
  return db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(and(inArray(users.companyId, [...companyIds]), eq(users.role, 'MANAGER'), isNull(users.deletedAt)));
}

/** Contacts per owner among the company's staff (counts only). */
export async function countContactsByOwner(db: Db, companyId: string) {
  return db
    .select({
      ownerId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      count: sql<number>`count(${contacts.id})::int`,
    })
    .from(users)
    .leftJoin(contacts, eq(contacts.ownerId, users.id))
    .where(and(eq(users.companyId, companyId), isNull(users.deletedAt), inArray(users.role, ['MANAGER', 'SALES_REP'])))
    .groupBy(users.id, users.firstName, users.lastName, users.role)
    .orderBy(desc(sql`count(${contacts.id})`), asc(users.firstName));
}

/**
 * Records (or renews) a client's consent to show their details to a company. An award in force (`offer`)
 * stays an award when the client later chats or asks again: the deal's handshake is not narrowed by it.
 */
export async function upsertShare(
  db: Db,
  share: { clientId: string; companyId: string; purpose: SharePurpose; at: Date },
): Promise<void> {
  await db
    .insert(contactShares)
    .values({ clientId: share.clientId, companyId: share.companyId, purpose: share.purpose, sharedAt: share.at })
    .onConflictDoUpdate({
      target: [contactShares.clientId, contactShares.companyId],
      set: {
        purpose: sql`case when ${contactShares.purpose} = 'offer' and ${contactShares.withdrawnAt} is null
          then 'offer' else excluded.purpose end`,
        sharedAt: share.at,
        withdrawnAt: null,
      },
    });
}

export async function withdrawShare(db: Db, clientId: string, companyId: string, at: Date): Promise<void> {
  await db
    .update(contactShares)
    .set({ withdrawnAt: at })
    .where(
      and(
        eq(contactShares.clientId, clientId),
        eq(contactShares.companyId, companyId),
        isNull(contactShares.withdrawnAt),
      ),
    );
}

/** A client's shares in force, with the company's name. */
export async function activeSharesOf(db: Db, clientId: string) {
  return db
    .select({
      companyId: contactShares.companyId,
      companyName: companies.name,
      purpose: contactShares.purpose,
      sharedAt: contactShares.sharedAt,
    })
    .from(contactShares)
    .innerJoin(companies, eq(companies.id, contactShares.companyId))
    .where(and(eq(contactShares.clientId, clientId), isNull(contactShares.withdrawnAt)))
    .orderBy(desc(contactShares.sharedAt));
}

/** Which of these clients share their details with the company now, and why. */
export async function clientsSharingWith(
  db: Db,
  companyId: string,
  clientIds: readonly string[],
): Promise<Map<string, SharePurpose>> {
  if (clientIds.length === 0) return new Map();
  const rows = await db
    .select({ clientId: contactShares.clientId, purpose: contactShares.purpose })
    .from(contactShares)
    .where(
      and(
        eq(contactShares.companyId, companyId),
        inArray(contactShares.clientId, [...clientIds]),
        isNull(contactShares.withdrawnAt),
        isNotNull(contactShares.sharedAt),
      ),
    );
  return new Map(rows.map((row) => [row.clientId, row.purpose]));
}

/** Moves a contact to another owner as a handed-over one: the notes and marketing consent stay behind. */
export async function moveContactTo(db: Db, contactId: string, ownerId: string, at: Date): Promise<void> {
  await db
    .update(contacts)
    .set({ ownerId, notes: '', marketingConsentAt: null, source: 'handover', updatedAt: at })
    .where(eq(contacts.id, contactId));
}
