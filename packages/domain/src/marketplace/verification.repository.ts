import { type Db, schema } from '@tendero/db';
import { and, arrayOverlaps, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../shared/like-pattern';
import { refreshListing } from './listing.repository';

/** Qualified, because inside a subquery on users an unqualified "id" means users.id. */
const companyIdColumn = sql.raw('"companies"."id"');
const { companies, users, verificationChecks, verificationEvents } = schema;

export async function listChecks(db: Db, companyIds: string[]) {
  if (companyIds.length === 0) return [];
  return db
    .select({
      companyId: verificationChecks.companyId,
      criterion: verificationChecks.criterion,
      passed: verificationChecks.passed,
      note: verificationChecks.note,
      checkedAt: verificationChecks.checkedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(verificationChecks)
    .innerJoin(users, eq(users.id, verificationChecks.checkedBy))
    .where(inArray(verificationChecks.companyId, companyIds))
    .orderBy(asc(verificationChecks.criterion));
}
export type CheckRow = Awaited<ReturnType<typeof listChecks>>[number];

export async function upsertCheck(
  db: Db,
  check: {
    companyId: string;
    criterion: CheckRow['criterion'];
    passed: boolean;
    note: string;
    adminId: string;
    at: Date;
  },
): Promise<void> {
  await db
    .insert(verificationChecks)
    .values({
      companyId: check.companyId,
      criterion: check.criterion,
      passed: check.passed,
      note: check.note,
      checkedBy: check.adminId,
      checkedAt: check.at,
    })
    .onConflictDoUpdate({
      target: [verificationChecks.companyId, verificationChecks.criterion],
      set: { passed: check.passed, note: check.note, checkedBy: check.adminId, checkedAt: check.at },
    });
  await db.insert(verificationEvents).values({
    companyId: check.companyId,
    action: 'check',
    criterion: check.criterion,
    passed: check.passed,
    note: check.note,
    adminId: check.adminId,
    createdAt: check.at,
  });
}

export async function setVerified(
  db: Db,
  companyId: string,
  verifiedAt: Date | null,
  event: { action: 'verified' | 'withdrawn'; note: string; adminId: string; at: Date },
): Promise<void> {
  // Unverified, a company loses the "Verified" badge with it.
  const titleId = verifiedAt ? companies.titleId : sql`nullif(${companies.titleId}, 'verified')`;
  await db.update(companies).set({ verifiedAt, titleId, updatedAt: event.at }).where(eq(companies.id, companyId));
  await db.insert(verificationEvents).values({ companyId, ...event, createdAt: event.at });
  await refreshListing(db, companyId);
}

/** A withdrawn verification marks every criterion as failed with the admin's note: all four must pass again. */
export async function failAllChecks(db: Db, companyId: string, note: string, adminId: string, at: Date) {
  await db
    .update(verificationChecks)
    .set({ passed: false, note, checkedBy: adminId, checkedAt: at })
    .where(eq(verificationChecks.companyId, companyId));
}

export async function findCompanyState(db: Db, companyId: string) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, verifiedAt: companies.verifiedAt })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

export type CompanyFilters = {
  verified: boolean;
  /** Part of the name, the manager's e-mail or the company's e-mail. */
  q?: string;
  premium?: boolean;
  city?: string;
  /** The company offers at least one of these services. */
  services?: readonly string[];
};

export async function listCompaniesByState(db: Db, filters: CompanyFilters, page: number, pageSize: number) {
  const parts: SQL[] = [filters.verified ? isNotNull(companies.verifiedAt) : isNull(companies.verifiedAt)];
  if (filters.premium !== undefined) parts.push(eq(companies.hasPremium, filters.premium));
  if (filters.city) parts.push(eq(companies.city, filters.city));
  if (filters.services) parts.push(arrayOverlaps(companies.services, [...filters.services]));
  if (filters.q) {
    const like = containsPattern(filters.q);
    parts.push(sql`(lower(${companies.name}) like ${like} or lower(coalesce(${companies.email}, '')) like ${like}
      or exists (select 1 from users m where m.company_id = ${companyIdColumn} and lower(m.email) like ${like}))`);
  }
  const manager = sql<string | null>`(select u.email from users u where u.company_id = ${companyIdColumn}
    and u.role = 'MANAGER' and u.deleted_at is null order by u.created_at limit 1)`;
  return db
    .select({
      id: companies.id,
      name: companies.name,
      city: companies.city,
      createdAt: companies.createdAt,
      verifiedAt: companies.verifiedAt,
      hasPremium: companies.hasPremium,
      services: companies.services,
      titleId: companies.titleId,
      managerEmail: manager,
      total: sql<number>`count(*) over()::int`,
    })
    .from(companies)
    .where(and(...parts))
    .orderBy(filters.verified ? desc(companies.verifiedAt) : asc(companies.createdAt), asc(companies.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}
