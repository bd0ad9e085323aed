import type { ConsentKind } from '@tendero/contracts';
import { type Db, schema } from '@tendero/db';
import { and, asc, count, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../shared/like-pattern';

const { consentTexts, consentAcceptances, users } = schema;

export type ConsentTextRow = typeof consentTexts.$inferSelect;
export const acceptancesPageSize = 25;

/** Writes the first version of each kind given, unless that kind already has one (idempotent). */
export async function insertFirstVersions(
  db: Db,
  rows: { kind: ConsentKind; bodyEn: string; bodyPl: string; publishedAt: Date }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(consentTexts)
    .values(rows.map((row) => ({ ...row, version: 1, publishedBy: null })))
    .onConflictDoNothing();
}

/** Every version of every kind, newest first per kind, with its acceptance count and publisher's name. */
export async function listVersions(db: Db) {
  const accepted = db
    .select({ textId: consentAcceptances.consentTextId, n: count().as('n') })
    .from(consentAcceptances)
    .groupBy(consentAcceptances.consentTextId)
    .as('accepted');
  return db
    .select({
      text: consentTexts,
      acceptances: sql<number>`coalesce(${accepted.n}, 0)`.mapWith(Number),
      publisherFirstName: users.firstName,
      publisherLastName: users.lastName,
    })
    .from(consentTexts)
    .leftJoin(accepted, eq(accepted.textId, consentTexts.id))
    .leftJoin(users, eq(users.id, consentTexts.publishedBy))
    .orderBy(asc(consentTexts.kind), desc(consentTexts.version));
}
export type ConsentVersionRow = Awaited<ReturnType<typeof listVersions>>[number];

/** One version with its acceptance count and publisher's name. */
export async function findVersion(db: Db, kind: ConsentKind, version: number): Promise<ConsentVersionRow | null> {
  const [row] = await db
    .select({
      text: consentTexts,
      acceptances:
        sql<number>`(select count(*) from ${consentAcceptances} where ${consentAcceptances.consentTextId} = ${consentTexts.id})`.mapWith(
          Number,
        ),
      publisherFirstName: users.firstName,
      publisherLastName: users.lastName,
    })
    .from(consentTexts)
    .leftJoin(users, eq(users.id, consentTexts.publishedBy))
    .where(and(eq(consentTexts.kind, kind), eq(consentTexts.version, version)));
  return row ?? null;
}

/** The current (newest) version of each kind asked for; a kind without any version is missing. */
export async function currentVersions(db: Db, kinds: readonly ConsentKind[]) {
  if (kinds.length === 0) return [];
  return db
    .selectDistinctOn([consentTexts.kind], {
      id: consentTexts.id,
      kind: consentTexts.kind,
      version: consentTexts.version,
    })
    .from(consentTexts)
    .where(inArray(consentTexts.kind, [...kinds]))
    .orderBy(consentTexts.kind, desc(consentTexts.version));
}

/**
 * Stores the next version of a kind (the highest plus one). Two admins publishing the same kind at the same
 * moment would compute the same number: the unique key lets one in and the other gets null.
 */
export async function insertNextVersion(
  db: Db,
  values: { kind: ConsentKind; bodyEn: string; bodyPl: string; publishedBy: string; publishedAt: Date },
): Promise<ConsentTextRow | null> {
  const [row] = await db
    .insert(consentTexts)
    .values({
      ...values,
      version: sql`(select coalesce(max(${consentTexts.version}), 0) + 1 from ${consentTexts} where ${consentTexts.kind} = ${values.kind})`,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Records that a person accepted these versions; a version accepted before keeps its first acceptance. */
export async function insertAcceptances(
  db: Db,
  values: { userId: string; textIds: string[]; at: Date; ip: string | null },
): Promise<void> {
  if (values.textIds.length === 0) return;
  await db
    .insert(consentAcceptances)
    .values(
      values.textIds.map((consentTextId) => ({
        userId: values.userId,
        consentTextId,
        acceptedAt: values.at,
        ip: values.ip,
      })),
    )
    // A version accepted again keeps its first acceptance, unless the person withdrew it since (issue 38,
    // "My consents"): then this acceptance gives it again, with its own time and address.
    .onConflictDoUpdate({
      target: [consentAcceptances.userId, consentAcceptances.consentTextId],
      set: { acceptedAt: values.at, ip: values.ip },
      where: sql`${consentAcceptances.consentTextId} in (select id from ${consentTexts} where kind = 'marketing')
        and exists (select 1 from ${schema.consentWithdrawals} w where w.user_id = ${consentAcceptances.userId}
          and w.kind = 'marketing' and w.withdrawn_at >= ${consentAcceptances.acceptedAt})`,
    });
}

/**
 * The demo seed: every live account but admins has accepted these versions (when it was created), unless it
 * already did. Demo data only: a real installation records each acceptance when it happens.
 */
export async function insertAcceptancesOfEveryAccount(db: Db, textIds: string[]): Promise<void> {
  if (textIds.length === 0) return;
  const people = await db
    .select({ id: users.id, createdAt: users.createdAt })
    .from(users)
    .where(and(ne(users.role, 'ADMIN'), isNull(users.deletedAt)));
  const rows = people.flatMap((person) =>
    textIds.map((consentTextId) => ({ userId: person.id, consentTextId, acceptedAt: person.createdAt, ip: null })),
  );
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insert(consentAcceptances)
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing();
  }
}

function acceptanceFilter(textId: string, q: string | undefined): SQL | undefined {
  const parts: SQL[] = [eq(consentAcceptances.consentTextId, textId)];
  if (q) {
    const like = containsPattern(q);
    parts.push(
      sql`(lower(${users.email}) like ${like} or lower(${users.firstName} || ' ' || ${users.lastName}) like ${like})`,
    );
  }
  return and(...parts);
}

/** Who accepted one version, newest first, searched in names and e-mails; `limit` null for every row (CSV). */
export async function listAcceptances(
  db: Db,
  textId: string,
  query: { q?: string; page: number },
  limit: number | null,
) {
  const where = acceptanceFilter(textId, query.q);
  const select = db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      acceptedAt: consentAcceptances.acceptedAt,
      ip: consentAcceptances.ip,
    })
    .from(consentAcceptances)
    .innerJoin(users, eq(users.id, consentAcceptances.userId))
    .where(where)
    .orderBy(desc(consentAcceptances.acceptedAt), desc(consentAcceptances.id));
  const rows = limit === null ? await select : await select.limit(limit).offset((query.page - 1) * limit);
  const [total] = await db
    .select({ n: count() })
    .from(consentAcceptances)
    .innerJoin(users, eq(users.id, consentAcceptances.userId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One live person by e-mail (case-insensitive) with the name the console shows. */
export async function findPersonForConsents(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
    })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, isNull(users.deletedAt)));
  return row ?? null;
}

/** Every version a person accepted, newest acceptance first. */
export async function acceptancesOfUser(db: Db, userId: string) {
  return db
    .select({
      kind: consentTexts.kind,
      version: consentTexts.version,
      acceptedAt: consentAcceptances.acceptedAt,
      ip: consentAcceptances.ip,
    })
    .from(consentAcceptances)
    .innerJoin(consentTexts, eq(consentTexts.id, consentAcceptances.consentTextId))
    .where(eq(consentAcceptances.userId, userId))
    .orderBy(desc(consentAcceptances.acceptedAt), asc(consentTexts.kind));
}
