import { type Db, schema } from '@tendero/db';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { OpenIdProviderId } from './provider-settings';

const { providerSignInFlows, providerPendingIdentities, credentials } = schema;

export type SignInFlowRow = typeof providerSignInFlows.$inferSelect;
export type PendingIdentityRow = typeof providerPendingIdentities.$inferSelect;

export async function insertSignInFlow(db: Db, row: typeof providerSignInFlows.$inferInsert, now: Date) {
  // Old flows nobody finished go as new ones start.
  await db.delete(providerSignInFlows).where(lt(providerSignInFlows.expiresAt, now));
  await db.insert(providerSignInFlows).values(row);
}

/** Takes a flow by its state: it is deleted in the same statement, so a state is used at most once. */
export async function takeSignInFlow(db: Db, stateHash: string): Promise<SignInFlowRow | null> {
  const [row] = await db.delete(providerSignInFlows).where(eq(providerSignInFlows.stateHash, stateHash)).returning();
  return row ?? null;
}

export async function insertPendingIdentity(db: Db, row: typeof providerPendingIdentities.$inferInsert, now: Date) {
  await db.delete(providerPendingIdentities).where(lt(providerPendingIdentities.expiresAt, now));
  await db.insert(providerPendingIdentities).values(row);
}

export async function findPendingIdentity(db: Db, keyHash: string): Promise<PendingIdentityRow | null> {
  const [row] = await db
    .select()
    .from(providerPendingIdentities)
    .where(eq(providerPendingIdentities.keyHash, keyHash))
    .limit(1);
  return row ?? null;
}

export async function setPendingCode(db: Db, keyHash: string, codeHash: string, codeExpiresAt: Date) {
  await db
    .update(providerPendingIdentities)
    .set({ codeHash, codeExpiresAt })
    .where(eq(providerPendingIdentities.keyHash, keyHash));
}

/** Counts one wrong password or code; answers the count after it (claimed before checking, like sign-in). */
export async function countPendingFailure(db: Db, keyHash: string): Promise<number> {
  const [row] = await db
    .update(providerPendingIdentities)
    .set({ failedTries: sql`${providerPendingIdentities.failedTries} + 1` })
    .where(eq(providerPendingIdentities.keyHash, keyHash))
    .returning({ failedTries: providerPendingIdentities.failedTries });
  return row?.failedTries ?? Number.POSITIVE_INFINITY;
}

export async function uncountPendingFailure(db: Db, keyHash: string) {
  await db
    .update(providerPendingIdentities)
    .set({ failedTries: sql`greatest(${providerPendingIdentities.failedTries} - 1, 0)` })
    .where(eq(providerPendingIdentities.keyHash, keyHash));
}

export async function deletePendingIdentity(db: Db, keyHash: string) {
  await db.delete(providerPendingIdentities).where(eq(providerPendingIdentities.keyHash, keyHash));
}

/** The account linked to a provider identity, if any. */
export async function findLinkedUserId(db: Db, provider: OpenIdProviderId, subject: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: credentials.userId })
    .from(credentials)
    .where(and(eq(credentials.providerId, provider), eq(credentials.accountId, subject)))
    .limit(1);
  return row?.userId ?? null;
}

/** Links a provider identity to an account; false when that identity is already linked (to anyone). */
export async function insertLink(
  db: Db,
  link: { userId: string; provider: OpenIdProviderId; subject: string },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(credentials)
    .values({
      id: crypto.randomUUID(),
      userId: link.userId,
      providerId: link.provider,
      accountId: link.subject,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: credentials.id });
  return rows.length > 0;
}

/** The ways an account signs in: `credential` (a password) and the providers linked, with when. */
export async function signInMethodsOf(db: Db, userId: string) {
  return db
    .select({
      method: credentials.providerId,
      hasPassword: sql<boolean>`${credentials.password} is not null`,
      linkedAt: credentials.createdAt,
    })
    .from(credentials)
    .where(eq(credentials.userId, userId));
}

export async function deleteLinks(db: Db, userId: string, providers: readonly OpenIdProviderId[]): Promise<number> {
  const rows = await db
    .delete(credentials)
    .where(and(eq(credentials.userId, userId), inArray(credentials.providerId, [...providers])))
    .returning({ id: credentials.id });
  return rows.length;
}
