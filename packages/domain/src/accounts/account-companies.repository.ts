import { type Db, schema } from '@tendero/db';
import { eq } from 'drizzle-orm';

const { users, companies, credentials } = schema;

export async function insertCompany(db: Db, name: string): Promise<string> {
  const [row] = await db.insert(companies).values({ name }).returning({ id: companies.id });
  if (!row) throw new Error('company insert returned nothing');
  return row.id;
}

export async function findCompanyName(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, id));
  return row?.name ?? null;
}

/** A company and its invited manager, written by `createInvitedCompanies` inside its transaction. */
export type InvitedCompanyRow = {
  company: { name: string; website: string | null; city: string | null; services: string[] };
  manager: { email: string; username: string; firstName: string; lastName: string; locale: string };
};

/**
 * Writes a company with its TEMPORARY manager (no password anyone knows: `passwordHash` hashes a random
 * secret; the invitation sets the real one). Run inside a transaction so a batch lands whole or not at all.
 */
export async function insertInvitedCompany(
  tx: Db,
  row: InvitedCompanyRow,
  passwordHash: string,
  now: Date,
): Promise<{ companyId: string; userId: string }> {
  const [company] = await tx
    .insert(companies)
    .values({ ...row.company, createdAt: now, updatedAt: now })
    .returning({ id: companies.id });
  if (!company) throw new Error('company insert returned nothing');
  const userId = crypto.randomUUID().replace(/-/g, '');
  const { manager } = row;
  await tx.insert(users).values({
    id: userId,
    name: `${manager.firstName} ${manager.lastName}`,
    email: manager.email.toLowerCase(),
    emailVerified: false,
    username: manager.username.toLowerCase(),
    displayUsername: manager.username,
    role: 'MANAGER',
    status: 'TEMPORARY',
    firstName: manager.firstName,
    lastName: manager.lastName,
    locale: manager.locale,
    companyId: company.id,
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(credentials).values({
    id: crypto.randomUUID().replace(/-/g, ''),
    accountId: userId,
    providerId: 'credential',
    userId,
    password: passwordHash,
    createdAt: now,
    updatedAt: now,
  });
  return { companyId: company.id, userId };
}
