import type { AccountStatus, Role } from '@tendero/contracts';
import { type Db, schema } from '@tendero/db';
import { and, eq, gt, inArray, isNull, like, ne, or, sql } from 'drizzle-orm';
import { preparedPer } from '../shared/prepared';

const { users, sessions, companies, credentials, verifications, supportRequests, mailMessages } = schema;

export type UserRow = typeof users.$inferSelect;

export async function findUserByLogin(db: Db, login: string): Promise<UserRow | null> {
  const value = login.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.username, value), eq(users.email, value)));
  return row ?? null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function emailOrUsernameTaken(db: Db, email: string, username: string) {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(eq(users.email, email.toLowerCase()), eq(users.username, username.toLowerCase())));
  return {
    email: rows.some((row) => row.email === email.toLowerCase()),
    username: rows.some((row) => row.username === username.toLowerCase()),
  };
}

/** The session of a token, with the fields the session resolver needs; expired sessions do not count. */
/** Every authenticated request asks this, so it is a prepared statement. */
const liveSession = preparedPer((db) =>
  db
    .select({
      userId: users.id,
      role: users.role,
      status: users.status,
      companyId: users.companyId,
      locale: users.locale,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.token, sql.placeholder('token')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.deletedAt),
      ),
    )
    .prepare('accounts_live_session'),
);

export async function findLiveSession(db: Db, token: string, now: Date) {
  const [row] = await liveSession(db).execute({ token, now });
  return row ?? null;
}

export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}

export async function deleteOtherSessions(db: Db, userId: string, keepToken: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.token, keepToken)));
}

export async function deleteSessionsOfUser(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function updateUser(
  db: Db,
  id: string,
  values: Partial<{
    status: AccountStatus;
    role: Role;
    companyId: string | null;
    lastActiveAt: Date;
    failedSignIns: number;
    failedSignInsSince: Date | null;
    emailVerified: boolean;
    firstName: string;
    lastName: string;
    name: string;
    phone: string | null;
    deletedAt: Date;
    bio: string;
    languages: string[];
    city: string | null;
    organization: string | null;
    shareEmail: boolean;
    sharePhone: boolean;
  }>,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, id));
}

export async function insertCompany(db: Db, name: string): Promise<string> {
  const [row] = await db.insert(companies).values({ name }).returning({ id: companies.id });
  if (!row) throw new Error('company insert returned nothing');
  return row.id;
}

export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export async function findCompanyName(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, id));
  return row?.name ?? null;
}

/**
 * Erases the personal data of a deleted account: its credential, sessions, codes, support requests and the
 * e-mails sent to it; the user row stays as an anonymous tombstone so references elsewhere hold.
 * Idempotent: an erased account is left as it is.
 */
export async function eraseUserData(db: Db, userId: string, now: Date): Promise<boolean> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || user.erasedAt || !user.deletedAt) return false;
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(credentials).where(eq(credentials.userId, userId));
    await tx.delete(verifications).where(like(verifications.identifier, `%${user.email}%`));
    await tx.delete(supportRequests).where(eq(supportRequests.userId, userId));
    await tx
      .delete(mailMessages)
      .where(and(eq(mailMessages.to, user.email), inArray(mailMessages.status, ['sent', 'kept', 'failed'])));
    const tag = userId.replaceAll('-', '').slice(0, 16);
    await tx
      .update(users)
      .set({
        name: 'Deleted user',
        email: `deleted-${userId}@deleted.invalid`,
        username: `deleted_${tag}`,
        displayUsername: null,
        firstName: '',
        lastName: '',
        phone: null,
        image: null,
        bio: '',
        languages: [],
        city: null,
        organization: null,
        shareEmail: false,
        sharePhone: false,
        erasedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
  });
  return true;
}
