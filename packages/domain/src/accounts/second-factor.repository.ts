import { type Db, schema } from '@tendero/db';
import { and, eq, gt, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';

const {
  totpFactors,
  recoveryCodes,
  secondFactorChallenges,
  secondFactorGuesses,
  teamSecondFactorRules,
  users,
  companies,
} = schema;

export type TotpFactorRow = typeof totpFactors.$inferSelect;

export async function findTotpFactor(db: Db, userId: string): Promise<TotpFactorRow | null> {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  return row ?? null;
}

/** A new secret waiting for its first code; replaces an unconfirmed one, never a confirmed one. */
export async function savePendingTotp(db: Db, userId: string, secretEncrypted: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(totpFactors)
    .values({ userId, secretEncrypted, createdAt: now })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secretEncrypted, createdAt: now, lastUsedStep: null },
      setWhere: isNull(totpFactors.confirmedAt),
    })
    .returning({ userId: totpFactors.userId });
  return rows.length > 0;
}

/**
 * Accepts a code's time step once: the factor moves to `step` only when no code of this step or a later one
 * was accepted before (one statement, so two parallel uses of one code cannot both pass).
 */
export async function useTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  return changeFactorWhere(
    db,
    userId,
    { lastUsedStep: step },
    or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step)),
  );
}

export async function confirmTotpFactor(db: Db, userId: string, now: Date): Promise<boolean> {
  return changeFactorWhere(db, userId, { confirmedAt: now }, isNull(totpFactors.confirmedAt));
}

/** Changes the person's factor in one statement, only while `condition` holds; true when it did. */
async function changeFactorWhere(
  db: Db,
  userId: string,
  change: Partial<TotpFactorRow>,
  condition: SQL | undefined,
): Promise<boolean> {
  const rows = await db
    .update(totpFactors)
    .set(change)
    .where(and(eq(totpFactors.userId, userId), condition))
    .returning({ userId: totpFactors.userId });
  return rows.length > 0;
}

/** A confirmed factor stored as it is (seed, CLI and test fixtures). */
export async function putConfirmedTotp(db: Db, userId: string, secretEncrypted: string, now: Date): Promise<void> {
  await db
    .insert(totpFactors)
    .values({ userId, secretEncrypted, confirmedAt: now, createdAt: now })
    .onConflictDoUpdate({ target: totpFactors.userId, set: { secretEncrypted, confirmedAt: now, lastUsedStep: null } });
}

/** Removes the authenticator and the recovery codes with it. */
export async function deleteSecondFactor(db: Db, userId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(totpFactors).where(eq(totpFactors.userId, userId));
}

/** Replaces every recovery code of a person by new hashes. */
export async function replaceRecoveryCodes(db: Db, userId: string, hashes: string[], now: Date): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

/** Uses one unused recovery code by its hash (one statement: a code works once, even in parallel). */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function createChallenge(
  db: Db,
  values: { userId: string; expiresAt: Date; ipAddress: string | null; userAgent: string | null; now: Date },
) {
  const [row] = await db
    .insert(secondFactorChallenges)
    .values({
      userId: values.userId,
      expiresAt: values.expiresAt,
      ipAddress: values.ipAddress,
      userAgent: values.userAgent,
      createdAt: values.now,
    })
    .returning();
  if (!row) throw new Error('challenge not stored');
  return row;
}

/** The challenge `id` while it is live, unanswered and has tries left. */
const openChallenge = (id: string, maxAttempts: number, now: Date) =>
  and(
    eq(secondFactorChallenges.id, id),
    isNull(secondFactorChallenges.answeredAt),
    gt(secondFactorChallenges.expiresAt, now),
    lt(secondFactorChallenges.attempts, maxAttempts),
  );

/**
 * Claims one answer of a live, unanswered challenge with tries left (one statement), answering the
 * challenge or null when it is unknown, expired, answered or out of tries.
 */
export async function claimChallengeAttempt(db: Db, id: string, maxAttempts: number, now: Date) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .update(secondFactorChallenges)
    .set({ attempts: sql`${secondFactorChallenges.attempts} + 1` })
    .where(openChallenge(id, maxAttempts, now))
    .returning();
  return row ?? null;
}

/** A live, unanswered challenge with tries left, without using one (the passkey options ask for it). */
export async function findOpenChallenge(db: Db, id: string, maxAttempts: number, now: Date) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select()
    .from(secondFactorChallenges)
    .where(openChallenge(id, maxAttempts, now));
  return row ?? null;
}

/** Marks a challenge answered (once): false when another request answered it first. */
export async function answerChallenge(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(secondFactorChallenges)
    .set({ answeredAt: now })
    .where(and(eq(secondFactorChallenges.id, id), isNull(secondFactorChallenges.answeredAt)))
    .returning({ id: secondFactorChallenges.id });
  return rows.length > 0;
}

/**
 * Counts one second-factor guess against the account (one statement; the hour starts again when the last
 * one is over) and answers the guesses of this hour, this one included, and when that hour ends.
 */
export async function countSecondFactorGuess(db: Db, userId: string, now: Date, windowMs: number) {
  const stale = new Date(now.getTime() - windowMs);
  const fresh = sql`${secondFactorGuesses.windowStart} <= ${stale.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(secondFactorGuesses)
    .values({ userId, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: secondFactorGuesses.userId,
      set: {
        count: sql`case when ${fresh} then 1 else ${secondFactorGuesses.count} + 1 end`,
        windowStart: sql`case when ${fresh} then ${now.toISOString()}::timestamptz else ${secondFactorGuesses.windowStart} end`,
      },
    })
    .returning();
  return { guesses: row?.count ?? 1, endsAt: new Date((row?.windowStart ?? now).getTime() + windowMs) };
}

/** A right code: it does not count as a wrong guess. */
export async function uncountSecondFactorGuess(db: Db, userId: string): Promise<void> {
  await db
    .update(secondFactorGuesses)
    .set({ count: sql`greatest(${secondFactorGuesses.count} - 1, 0)` })
    .where(eq(secondFactorGuesses.userId, userId));
}

export async function teamRequiresSecondFactor(db: Db, companyId: string | null): Promise<boolean> {
  if (!companyId) return false;
  const [row] = await db
    .select({ companyId: teamSecondFactorRules.companyId })
    .from(teamSecondFactorRules)
    .where(eq(teamSecondFactorRules.companyId, companyId));
  return Boolean(row);
}

export async function setTeamRule(db: Db, companyId: string, required: boolean, by: string, now: Date) {
  if (!required) {
    await db.delete(teamSecondFactorRules).where(eq(teamSecondFactorRules.companyId, companyId));
    return;
  }
  await db
    .insert(teamSecondFactorRules)
    .values({ companyId, requiredBy: by, requiredAt: now })
    .onConflictDoNothing({ target: teamSecondFactorRules.companyId });
}

/** Members of a company (not deleted) with no confirmed authenticator. */
export async function countMembersWithoutTotp(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .leftJoin(totpFactors, and(eq(totpFactors.userId, users.id), isNotNull(totpFactors.confirmedAt)))
    .where(and(eq(users.companyId, companyId), isNull(users.deletedAt), isNull(totpFactors.userId)));
  return row?.n ?? 0;
}

/** The members of a company (not deleted) with no confirmed authenticator, for the team rule's e-mail. */
export async function membersWithoutTotp(db: Db, companyId: string) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .leftJoin(totpFactors, and(eq(totpFactors.userId, users.id), isNotNull(totpFactors.confirmedAt)))
    .where(and(eq(users.companyId, companyId), isNull(users.deletedAt), isNull(totpFactors.userId)));
}

export async function companyName(db: Db, companyId: string): Promise<string> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}
