import type { EntryKind } from '@tendero/contracts';
import { type Db, schema } from '@tendero/db';
import { and, asc, eq, isNull, max, sql } from 'drizzle-orm';
import { companyReps } from '../accounts/index';

const { companies, companyEntries, users } = schema;

export type CompanyRow = typeof companies.$inferSelect;
export type EntryRow = { id: string; kind: EntryKind; position: number; data: Record<string, unknown> };
export type CompanyFields = Partial<Omit<CompanyRow, 'id' | 'createdAt'>>;

/** The columns of an `EntryRow`: what listing, reading and inserting entries return. */
const entryColumns = {
  id: companyEntries.id,
  kind: companyEntries.kind,
  position: companyEntries.position,
  data: companyEntries.data,
};

export async function findCompany(db: Db, companyId: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}

/** The company's manager (the first, oldest manager account that is not deleted). */
export async function findManagerOf(db: Db, companyId: string) {
  const [row] = await db
    .select({ userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'MANAGER'), isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return row ?? null;
}

/** The company's first active sales rep: who a client opens and talks to. */
export async function findContactRep(db: Db, companyId: string): Promise<string | null> {
  const [first] = await companyReps(db, companyId, 'joined');
  return first?.id ?? null;
}

export async function findPerson(db: Db, userId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      role: users.role,
      answersInquiries: users.answersInquiries,
      status: users.status,
      companyId: users.companyId,
      email: users.email,
      username: users.username,
      phone: users.phone,
      firstName: users.firstName,
      lastName: users.lastName,
      image: users.image,
      bio: users.bio,
      languages: users.languages,
      city: users.city,
      organization: users.organization,
      shareEmail: users.shareEmail,
      sharePhone: users.sharePhone,
      createdAt: users.createdAt,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
export type PersonRow = NonNullable<Awaited<ReturnType<typeof findPerson>>>;

export async function updateCompany(db: Db, companyId: string, fields: CompanyFields, now: Date): Promise<void> {
  await db
    .update(companies)
    .set({ ...fields, updatedAt: now })
    .where(eq(companies.id, companyId));
}

/** Entries an admin has removed are hidden from everyone, the company's own manager too (moderation). */
const notRemoved = isNull(companyEntries.removedAt);

export async function listEntries(db: Db, companyId: string): Promise<EntryRow[]> {
  const rows = await db
    .select(entryColumns)
    .from(companyEntries)
    .where(and(eq(companyEntries.companyId, companyId), notRemoved))
    .orderBy(asc(companyEntries.kind), asc(companyEntries.position), asc(companyEntries.createdAt));
  return rows as EntryRow[];
}

export async function findEntry(db: Db, companyId: string, kind: EntryKind, entryId: string) {
  const [row] = await db
    .select(entryColumns)
    .from(companyEntries)
    .where(
      and(
        eq(companyEntries.id, entryId),
        eq(companyEntries.companyId, companyId),
        eq(companyEntries.kind, kind),
        notRemoved,
      ),
    );
  return (row as EntryRow | undefined) ?? null;
}

export async function countEntries(db: Db, companyId: string, kind: EntryKind): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(companyEntries)
    .where(and(eq(companyEntries.companyId, companyId), eq(companyEntries.kind, kind), notRemoved));
  return row?.count ?? 0;
}

/** New entries go to the end of their list. */
export async function insertEntry(
  db: Db,
  companyId: string,
  kind: EntryKind,
  data: Record<string, unknown>,
  now: Date,
): Promise<EntryRow> {
  const [last] = await db
    .select({ position: max(companyEntries.position) })
    .from(companyEntries)
    .where(and(eq(companyEntries.companyId, companyId), eq(companyEntries.kind, kind)));
  const [row] = await db
    .insert(companyEntries)
    .values({ companyId, kind, position: (last?.position ?? -1) + 1, data, createdAt: now, updatedAt: now })
    .returning(entryColumns);
  return row as EntryRow;
}

export async function updateEntryData(
  db: Db,
  companyId: string,
  entryId: string,
  data: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await db
    .update(companyEntries)
    .set({ data, updatedAt: now })
    .where(and(eq(companyEntries.id, entryId), eq(companyEntries.companyId, companyId)));
}

export async function deleteEntry(db: Db, companyId: string, entryId: string): Promise<void> {
  await db.delete(companyEntries).where(and(eq(companyEntries.id, entryId), eq(companyEntries.companyId, companyId)));
}

export async function listEntryIds(db: Db, companyId: string, kind: EntryKind): Promise<string[]> {
  const rows = await db
    .select({ id: companyEntries.id })
    .from(companyEntries)
    .where(and(eq(companyEntries.companyId, companyId), eq(companyEntries.kind, kind), notRemoved));
  return rows.map((row) => row.id);
}

/** Positions follow the order of `ids` (all of the kind's entries), in one transaction. */
export async function reorderEntries(db: Db, companyId: string, kind: EntryKind, ids: string[], now: Date) {
  await db.transaction(async (tx) => {
    for (const [position, id] of ids.entries()) {
      await tx
        .update(companyEntries)
        .set({ position, updatedAt: now })
        .where(and(eq(companyEntries.id, id), eq(companyEntries.companyId, companyId), eq(companyEntries.kind, kind)));
    }
  });
}

export async function updatePerson(
  db: Db,
  userId: string,
  fields: Partial<
    Pick<
      typeof users.$inferInsert,
      'bio' | 'languages' | 'city' | 'organization' | 'shareEmail' | 'sharePhone' | 'image'
    >
  >,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...fields, updatedAt: now })
    .where(eq(users.id, userId));
}

/** Sets the derived flag every page reads (SPEC §6: the premium flag of the manager and the reps). */
export async function setCompanyPremium(db: Db, companyId: string, hasPremium: boolean, now: Date): Promise<boolean> {
  const changed = await db
    .update(companies)
    .set({ hasPremium, updatedAt: now })
    .where(and(eq(companies.id, companyId), sql`${companies.hasPremium} is distinct from ${hasPremium}`))
    .returning({ id: companies.id });
  return changed.length > 0;
}

/** The company's badge (company_titles id), given or taken away by an admin. */
export async function setCompanyTitle(db: Db, companyId: string, titleId: string | null, now: Date): Promise<void> {
  await db.update(companies).set({ titleId, updatedAt: now }).where(eq(companies.id, companyId));
}

/** Whether the database knows an IANA time zone (working hours are counted there, in SQL). */
export async function isKnownTimeZone(db: Db, zone: string): Promise<boolean> {
  const found = await db.execute(sql`select 1 from pg_timezone_names where name = ${zone} limit 1`);
  return (found as unknown as { rows: unknown[] }).rows.length > 0;
}
