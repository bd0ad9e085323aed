import type { AccountStatus, Role } from '@tendero/contracts';
import { type Db, schema, withTransaction } from '@tendero/db';
import { and, eq, gt, inArray, isNull, like, ne, or, sql } from 'drizzle-orm';
import { preparedPer } from '../shared/prepared';

const { users, sessions, companies, credentials, verifications, supportRequests, mailMessages, signInFailures } =
  schema;

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
      answersInquiries: users.answersInquiries,
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

/**
 * The live sessions among many tokens, in one read (the socket sweep): the same rule as `findLiveSession`,
 * with each row's token. Tokens without a live session have no row.
 */
export async function findLiveSessions(db: Db, tokens: string[], now: Date) {
  if (tokens.length === 0) return [];
  return (
    db
      .select({
        token: sessions.token,
        userId: users.id,
        role: users.role,
        status: users.status,
        companyId: users.companyId,
        locale: users.locale,
        answersInquiries: users.answersInquiries,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      // One array parameter, not one per token: an IN list of 5,000 placeholders took the sweep of 5,000
      // sockets tens of milliseconds of building and planning, in which deliveries waited (decision 0021).
      .where(
        and(
          sql`${sessions.token} = any(${sql.param(tokens)}::text[])`,
          gt(sessions.expiresAt, now),
          isNull(users.deletedAt),
        ),
      )
  );
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

/** How sign-in attempts of one account from one address are spaced: a few free, then a doubling wait. */
export type AttemptSpacing = { freeTries: number; firstDelayMs: number; maxDelayMs: number; windowMs: number };

/**
 * Claims a sign-in attempt for (account, address) in one statement, before the password is checked, so
 * parallel attempts cannot all read the same old count: the attempt counts as a failure until
 * `forgetSignInFailures` says it succeeded. Refused (null) while the pair's wait after its last failure runs;
 * otherwise answers the failures the pair had before this attempt (0: a clean address). A pair whose last
 * failure is older than the window starts afresh.
 */
export async function claimSignInAttempt(
  db: Db,
  userId: string,
  address: string,
  now: Date,
  spacing: AttemptSpacing,
): Promise<{ priorFailures: number } | null> {
  const stale = sql`${new Date(now.getTime() - spacing.windowMs).toISOString()}::timestamptz`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const { failures, lastFailedAt } = signInFailures;
  const free = sql`${spacing.freeTries}::int`;
  const wait = sql`case when ${failures} < ${free} then 0::float8
    else least(${spacing.firstDelayMs}::float8 * power(2, ${failures} - ${free}), ${spacing.maxDelayMs}::float8) end`;
  const [row] = await db
    .insert(signInFailures)
    .values({ userId, address, failures: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: [signInFailures.userId, signInFailures.address],
      set: { failures: sql`case when ${lastFailedAt} < ${stale} then 1 else ${failures} + 1 end`, lastFailedAt: now },
      setWhere: sql`${lastFailedAt} < ${stale} or ${lastFailedAt} + (${wait}) * interval '1 millisecond' <= ${at}`,
    })
    .returning({ failures });
  return row ? { priorFailures: row.failures - 1 } : null;
}

/** How long the (account, address) pair still waits after its last failure; 0 when it may try now. */
export async function signInWaitMs(
  db: Db,
  userId: string,
  address: string,
  now: Date,
  spacing: AttemptSpacing,
): Promise<number> {
  const [row] = await db
    .select({ failures: signInFailures.failures, lastFailedAt: signInFailures.lastFailedAt })
    .from(signInFailures)
    .where(and(eq(signInFailures.userId, userId), eq(signInFailures.address, address)));
  if (!row || row.failures < spacing.freeTries) return 0;
  const sinceMs = now.getTime() - row.lastFailedAt.getTime();
  if (sinceMs >= spacing.windowMs) return 0;
  const delayMs = Math.min(spacing.firstDelayMs * 2 ** (row.failures - spacing.freeTries), spacing.maxDelayMs);
  return Math.max(0, delayMs - sinceMs);
}

/** A correct password from this address: its failures are forgotten. */
export async function forgetSignInFailures(db: Db, userId: string, address: string): Promise<void> {
  await db.delete(signInFailures).where(and(eq(signInFailures.userId, userId), eq(signInFailures.address, address)));
}

/**
 * Counts one sign-in attempt against the account (in one statement; the hour starts again when the last one
 * is over) and answers the attempts counted in this hour, this one included.
 */
export async function countAccountSignInAttempt(db: Db, userId: string, now: Date, windowMs: number): Promise<number> {
  const stale = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const fresh = sql`${users.failedSignInsSince} is null or ${users.failedSignInsSince} <= ${stale}`;
  const [row] = await db
    .update(users)
    .set({
      failedSignIns: sql`case when ${fresh} then 1 else ${users.failedSignIns} + 1 end`,
      failedSignInsSince: sql`case when ${fresh} then ${now.toISOString()}::timestamptz else ${users.failedSignInsSince} end`,
    })
    .where(eq(users.id, userId))
    .returning({ attempts: users.failedSignIns });
  return row?.attempts ?? 0;
}

/** The attempt succeeded: it no longer counts against the account. */
export async function uncountAccountSignInAttempt(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ failedSignIns: sql`greatest(${users.failedSignIns} - 1, 0)` })
    .where(eq(users.id, userId));
}

/** The attempts counted against the account in the hour that is still running (read only). */
export async function accountSignInAttempts(db: Db, userId: string, now: Date, windowMs: number): Promise<number> {
  const [row] = await db
    .select({ attempts: users.failedSignIns, since: users.failedSignInsSince })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.since || row.since.getTime() <= now.getTime() - windowMs) return 0;
  return row.attempts;
}

/** When the account's hour of counted sign-in attempts ends (null: no hour is running). */
export async function accountAttemptsEndAt(db: Db, userId: string, now: Date, windowMs: number): Promise<Date | null> {
  const [row] = await db.select({ since: users.failedSignInsSince }).from(users).where(eq(users.id, userId));
  if (!row?.since || row.since.getTime() <= now.getTime() - windowMs) return null;
  return new Date(row.since.getTime() + windowMs);
}

/**
 * Counts one recovery-code guess against the account of `email` (one statement, whatever code was sent) and
 * answers the guesses of this hour, this one included, and when that hour ends; null when no account has
 * that e-mail.
 */
export async function countRecoveryCodeGuess(
  db: Db,
  email: string,
  now: Date,
  windowMs: number,
): Promise<{ guesses: number; endsAt: Date } | null> {
  const stale = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const since = users.recoveryCodeGuessesSince;
  const fresh = sql`${since} is null or ${since} <= ${stale}`;
  const [row] = await db
    .update(users)
    .set({
      recoveryCodeGuesses: sql`case when ${fresh} then 1 else ${users.recoveryCodeGuesses} + 1 end`,
      recoveryCodeGuessesSince: sql`case when ${fresh} then ${now.toISOString()}::timestamptz else ${since} end`,
    })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ guesses: users.recoveryCodeGuesses, since: users.recoveryCodeGuessesSince });
  return row ? { guesses: row.guesses, endsAt: new Date((row.since ?? now).getTime() + windowMs) } : null;
}

/** A recovery code worked: the account's guesses start from zero. */
export async function forgetRecoveryCodeGuesses(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ recoveryCodeGuesses: 0, recoveryCodeGuessesSince: null }).where(eq(users.id, userId));
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
 * Erases the personal data of a deleted account: its credential, sessions, codes, support requests, assistant
 * conversations and the e-mails sent to it; the user row stays as an anonymous tombstone so references elsewhere hold.
 * Idempotent: an erased account is left as it is.
 */
export async function eraseUserData(db: Db, userId: string, now: Date): Promise<boolean> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || user.erasedAt || !user.deletedAt) return false;
  await withTransaction(db, async (tx) => {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(signInFailures).where(eq(signInFailures.userId, userId));
    await tx.delete(credentials).where(eq(credentials.userId, userId));
    await tx.delete(verifications).where(like(verifications.identifier, `%${user.email}%`));
    await tx.delete(supportRequests).where(eq(supportRequests.userId, userId));
    // What they asked the assistant is theirs alone: it goes with them.
    await tx.delete(schema.assistantConversations).where(eq(schema.assistantConversations.userId, userId));
    await tx
      .delete(mailMessages)
      .where(and(eq(mailMessages.to, user.email), inArray(mailMessages.status, ['sent', 'kept', 'failed'])));
    // The activity log keeps what an admin removed, and whose it was: the name goes, the entry stays.
    await tx
      .update(schema.auditLog)
      .set({ detail: sql`${schema.auditLog.detail} - 'authorName'` })
      .where(sql`${schema.auditLog.detail} ->> 'authorId' = ${userId}`);
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

/** Which of these e-mails already belong to an account (lower case). */
export async function takenEmails(db: Db, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        emails.map((email) => email.toLowerCase()),
      ),
    );
  return new Set(rows.map((row) => row.email));
}
