import { type Db, schema } from '@tendero/db';
import { and, eq, sql } from 'drizzle-orm';

const { users, signInFailures } = schema;

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
