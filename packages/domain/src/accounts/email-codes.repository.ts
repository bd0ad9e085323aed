import { type Db, schema, withTransaction } from '@tendero/db';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';

const { users, signInEmailCodes, signInEmailChallenges, signInCodeGuesses } = schema;

/** The account's codes still live: not used, not expired. */
const liveCodesOf = (userId: string, now: Date) =>
  and(eq(signInEmailCodes.userId, userId), isNull(signInEmailCodes.usedAt), gt(signInEmailCodes.expiresAt, now));

/**
 * Stores a new code for the account unless one was stored in the last `intervalMs` and is still live
 * (that mail's code is reused). The account's row is locked while deciding, so parallel attempts store
 * (and mail) one code, not one each. Answers whether this call stored one.
 */
export async function storeCodeUnlessRecent(
  db: Db,
  userId: string,
  codeHash: string,
  now: Date,
  window: { intervalMs: number; codeMs: number },
): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [recent] = await tx
      .select({ id: signInEmailCodes.id })
      .from(signInEmailCodes)
      .where(and(liveCodesOf(userId, now), gt(signInEmailCodes.createdAt, new Date(now.getTime() - window.intervalMs))))
      .limit(1);
    if (recent) return false;
    await tx
      .insert(signInEmailCodes)
      .values({ userId, codeHash, createdAt: now, expiresAt: new Date(now.getTime() + window.codeMs) });
    return true;
  });
}

export async function insertChallenge(
  db: Db,
  challenge: { userId: string; address: string; deviceHash: string | null; createdAt: Date; expiresAt: Date },
): Promise<{ id: string; expiresAt: Date }> {
  const [row] = await db
    .insert(signInEmailChallenges)
    .values(challenge)
    .returning({ id: signInEmailChallenges.id, expiresAt: signInEmailChallenges.expiresAt });
  if (!row) throw new Error('challenge not stored');
  return row;
}

/** A challenge still open (not answered, not expired), or null. */
export async function findOpenChallenge(db: Db, id: string, now: Date) {
  const [row] = await db
    .select({
      id: signInEmailChallenges.id,
      userId: signInEmailChallenges.userId,
      address: signInEmailChallenges.address,
      deviceHash: signInEmailChallenges.deviceHash,
    })
    .from(signInEmailChallenges)
    .where(
      and(
        eq(signInEmailChallenges.id, id),
        isNull(signInEmailChallenges.usedAt),
        gt(signInEmailChallenges.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** The live codes of an account (hashes), the newest first. */
export async function liveCodes(db: Db, userId: string, now: Date) {
  return db
    .select({ id: signInEmailCodes.id, codeHash: signInEmailCodes.codeHash })
    .from(signInEmailCodes)
    .where(liveCodesOf(userId, now))
    .orderBy(desc(signInEmailCodes.createdAt));
}

/**
 * Uses a code and answers the challenge in one transaction, each only if still unused: two parallel
 * answers with the same right code open one session.
 */
export async function useCodeForChallenge(db: Db, codeId: string, challengeId: string, now: Date): Promise<boolean> {
  const lost = new Error('code or challenge already used');
  return withTransaction(db, async (tx) => {
    const code = await tx
      .update(signInEmailCodes)
      .set({ usedAt: now })
      .where(and(eq(signInEmailCodes.id, codeId), isNull(signInEmailCodes.usedAt)))
      .returning({ id: signInEmailCodes.id });
    const challenge = await tx
      .update(signInEmailChallenges)
      .set({ usedAt: now })
      .where(and(eq(signInEmailChallenges.id, challengeId), isNull(signInEmailChallenges.usedAt)))
      .returning({ id: signInEmailChallenges.id });
    // Both or neither: throwing rolls the other back.
    if (code.length !== 1 || challenge.length !== 1) throw lost;
    return true;
  }).catch((error: unknown) => {
    if (error === lost) return false;
    throw error;
  });
}

/**
 * Counts one code guess against the account, from whatever address, in one statement before the code is
 * checked; answers the guesses of the running hour (this one included) and when that hour ends.
 */
export async function countCodeGuess(
  db: Db,
  userId: string,
  now: Date,
  windowMs: number,
): Promise<{ guesses: number; endsAt: Date }> {
  const stale = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const fresh = sql`${signInCodeGuesses.since} <= ${stale}`;
  const [row] = await db
    .insert(signInCodeGuesses)
    .values({ userId, guesses: 1, since: now })
    .onConflictDoUpdate({
      target: signInCodeGuesses.userId,
      set: {
        guesses: sql`case when ${fresh} then 1 else ${signInCodeGuesses.guesses} + 1 end`,
        since: sql`case when ${fresh} then ${now.toISOString()}::timestamptz else ${signInCodeGuesses.since} end`,
      },
    })
    .returning({ guesses: signInCodeGuesses.guesses, since: signInCodeGuesses.since });
  return { guesses: row?.guesses ?? 1, endsAt: new Date((row?.since ?? now).getTime() + windowMs) };
}

/** A right code: the account's guesses start from zero. */
export async function forgetCodeGuesses(db: Db, userId: string): Promise<void> {
  await db.delete(signInCodeGuesses).where(eq(signInCodeGuesses.userId, userId));
}
