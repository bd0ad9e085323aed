import { type Db, schema } from '@tendero/db';
import { and, asc, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';

const { passkeys, passkeyChallenges } = schema;

export type PasskeyRow = typeof passkeys.$inferSelect;
export type PasskeyChallengeRow = typeof passkeyChallenges.$inferSelect;
export type PasskeyPurpose = PasskeyChallengeRow['purpose'];

/** Stores a challenge (and sweeps the expired ones, so the table holds only live ceremonies). */
export async function insertPasskeyChallenge(
  db: Db,
  challenge: {
    purpose: PasskeyPurpose;
    challenge: string;
    userId: string | null;
    userHandle?: string | null;
    expiresAt: Date;
  },
  now: Date,
): Promise<string> {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  const [row] = await db
    .insert(passkeyChallenges)
    .values({ ...challenge, userHandle: challenge.userHandle ?? null, createdAt: now })
    .returning({ id: passkeyChallenges.id });
  if (!row) throw new Error('passkey challenge not stored');
  return row.id;
}

/**
 * Takes a live challenge of one purpose: deleted in the same statement that reads it, so two answers to
 * one challenge can never both be checked (a replay finds nothing). Only its own person can take a challenge
 * bound to one (`userId`); a sign-in challenge is bound to nobody.
 */
export async function takePasskeyChallenge(
  db: Db,
  id: string,
  purpose: PasskeyPurpose,
  userId: string | null,
  now: Date,
): Promise<PasskeyChallengeRow | null> {
  const [row] = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.id, id),
        eq(passkeyChallenges.purpose, purpose),
        userId === null ? isNull(passkeyChallenges.userId) : eq(passkeyChallenges.userId, userId),
        gt(passkeyChallenges.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

export async function listPasskeysOf(db: Db, userId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
}

export async function countPasskeysOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

/** Whether the person has at least one passkey (a second factor, issue 37). */
export async function hasPasskey(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1);
  return Boolean(row);
}

export async function findPasskeyByCredential(db: Db, credentialId: string): Promise<PasskeyRow | null> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row ?? null;
}

export async function findPasskeyOf(db: Db, userId: string, id: string): Promise<PasskeyRow | null> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
  return row ?? null;
}

/** The WebAuthn user handle the person's passkeys share, if they have one. */
export async function userHandleOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ userHandle: passkeys.userHandle })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .limit(1);
  return row?.userHandle ?? null;
}

/** Stores a new passkey; null when its credential is already stored (for anyone). */
export async function insertPasskey(
  db: Db,
  passkey: Omit<typeof passkeys.$inferInsert, 'id' | 'lastUsedAt'>,
): Promise<PasskeyRow | null> {
  const [row] = await db
    .insert(passkeys)
    .values(passkey)
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning();
  return row ?? null;
}

export async function renamePasskeyOf(db: Db, userId: string, id: string, name: string): Promise<PasskeyRow | null> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deletePasskeyOf(db: Db, userId: string, id: string): Promise<PasskeyRow | null> {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row ?? null;
}

/**
 * Records a use: the authenticator's new signature counter and the time. The counter only moves forward
 * (authenticators that keep none send 0 each time), so of two answers that raced past the check with the
 * same counter only one is recorded; false for the other.
 */
export async function recordPasskeyUse(db: Db, id: string, newCounter: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: now })
    .where(
      and(
        eq(passkeys.id, id),
        or(lt(passkeys.counter, newCounter), and(eq(passkeys.counter, 0), sql`${newCounter}::bigint = 0`)),
      ),
    )
    .returning({ id: passkeys.id });
  return rows.length > 0;
}
