import { type Db, schema } from '@tendero/db';
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../shared/like-pattern';

const { users, companies } = schema;

export const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  image: users.image,
  organization: users.organization,
  email: users.email,
  phone: users.phone,
  role: users.role,
  shareEmail: users.shareEmail,
  sharePhone: users.sharePhone,
  locale: users.locale,
  mailingUnsubscribedAt: users.mailingUnsubscribedAt,
  deletedAt: users.deletedAt,
};

export async function findPeople(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select(personColumns).from(users).where(inArray(users.id, ids));
}

export type PersonRow = Awaited<ReturnType<typeof findPeople>>[number];

/**
 * The people with these ids, with their account status, whether a manager answers inquiries, and their
 * company (id and name; null for a client).
 */
export async function findPeopleWithCompany(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      ...personColumns,
      status: users.status,
      answersInquiries: users.answersInquiries,
      companyId: users.companyId,
      companyName: companies.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.id, [...ids]));
}

/**
 * A company's active sales reps, and its managers who answer inquiries themselves (`actsAsRep`): by name
 * (who handles a lead), or in the order they joined, reps first (the first is the one a client opens and
 * talks to; a one-person firm's is its manager).
 */
export async function companyReps(db: Db, companyId: string, order: 'name' | 'joined' = 'name') {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        or(eq(users.role, 'SALES_REP'), and(eq(users.role, 'MANAGER'), eq(users.answersInquiries, true))),
        eq(users.status, 'ACTIVE'),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(
      ...(order === 'name'
        ? [asc(users.firstName), asc(users.lastName)]
        : [sql`${users.role} = 'MANAGER'`, asc(users.createdAt)]),
    );
}

/** A live account by its e-mail (case-insensitive): who an admin's Premium grant or a status check names. */
export async function findPersonByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, companyId: users.companyId, email: users.email, locale: users.locale })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, isNull(users.deletedAt)));
  return row ?? null;
}

export type AccountsQuery = { q?: string; role?: string; status?: string; page: number };

/** Every account, newest first, with its company's name: the admin console's list ("all new users"). */
export async function listAccounts(db: Db, query: AccountsQuery, limit: number) {
  const parts: SQL[] = [isNull(users.deletedAt)];
  if (query.role) parts.push(sql`${users.role} = ${query.role}`);
  if (query.status) parts.push(sql`${users.status} = ${query.status}`);
  if (query.q) {
    const like = containsPattern(query.q);
    parts.push(
      or(
        sql`lower(${users.email}) like ${like}`,
        sql`lower(${users.username}) like ${like}`,
        sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${like}`,
        sql`lower(coalesce(${companies.name}, '')) like ${like}`,
      ) as SQL,
    );
  }
  const where = and(...parts);
  const rows = await db
    .select({ ...accountColumns, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset((query.page - 1) * limit);
  const [total] = await db
    .select({ n: count() })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

const accountColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  username: users.username,
  role: users.role,
  status: users.status,
  companyId: users.companyId,
  locale: users.locale,
  createdAt: users.createdAt,
  lastActiveAt: users.lastActiveAt,
};

/** One account as the admin console shows it. */
export async function findAccount(db: Db, id: string) {
  const [row] = await db
    .select({ ...accountColumns, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row ?? null;
}
export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/**
 * The time zone a person reads times in: their company's (its working hours' zone) for providers, Warsaw's
 * (Tendero's home) for everyone else. People have no zone of their own yet.
 */
export async function timeZoneOf(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: companies.timeZone })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row?.timeZone ?? 'Europe/Warsaw';
}
