import { type Db, schema } from '@tendero/db';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';

const { companies, users } = schema;

/** The company of an active sales rep or manager, with the names an offer e-mail shows; null for others. */
export async function providerOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      companyId: users.companyId,
      companyName: companies.name,
      hasPremium: companies.hasPremium,
      verifiedAt: companies.verifiedAt,
      answersInquiries: users.answersInquiries,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(users.id, userId),
        inArray(users.role, ['SALES_REP', 'MANAGER']),
        eq(users.status, 'ACTIVE'),
        isNull(users.deletedAt),
      ),
    );
  if (!row?.companyId) return null;
  return {
    companyId: row.companyId,
    companyName: row.companyName,
    hasPremium: row.hasPremium,
    /** Only verified companies take part: their people are told of inquiries, read them in full and offer. */
    verified: row.verifiedAt !== null,
    role: row.role,
    answersInquiries: row.answersInquiries,
    name: `${row.firstName} ${row.lastName}`.trim(),
  };
}

/** The company a user belongs to (a manager's or rep's), null for clients and admins. */
export async function companyOfUser(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
  return row?.companyId ?? null;
}

/** The listed (verified) companies among `ids`: only they can be asked directly. */
export async function listedCompanyIds(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(inArray(companies.id, ids), isNotNull(companies.verifiedAt)));
  return rows.map((row) => row.id);
}

/** A company's name (how an award's e-mail names the winner). */
export async function companyNameOf(db: Db, companyId: string): Promise<string> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}

/**
 * Whether the company is verified, read with a share lock in the caller's transaction: an offer being added
 * and an admin withdrawing the verification meet here, so the offer is either refused or stored before the
 * withdrawal, which then hides it.
 */
export async function companyVerifiedForUpdate(db: Db, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ verifiedAt: companies.verifiedAt })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('share');
  return row?.verifiedAt != null;
}
