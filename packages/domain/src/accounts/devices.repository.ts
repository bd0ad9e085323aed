import { type Db, schema } from '@tendero/db';
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';

const { knownDevices, knownAddresses, sessions } = schema;

/** Whether the device (by its hash) and the address have signed in successfully to the account before. */
export async function findFamiliarity(
  db: Db,
  userId: string,
  deviceHash: string | null,
  address: string,
): Promise<{ device: boolean; address: boolean; any: boolean }> {
  const [row] = await db
    .select({
      device: deviceHash
        ? sql<boolean>`exists (select 1 from ${knownDevices} where ${knownDevices.userId} = ${userId} and ${knownDevices.deviceHash} = ${deviceHash})`
        : sql<boolean>`false`,
      address: sql<boolean>`exists (select 1 from ${knownAddresses} where ${knownAddresses.userId} = ${userId} and ${knownAddresses.address} = ${address})`,
      any: sql<boolean>`exists (select 1 from ${knownAddresses} where ${knownAddresses.userId} = ${userId})
        or exists (select 1 from ${knownDevices} where ${knownDevices.userId} = ${userId})`,
    })
    .from(sql`(select 1) as one`);
  return { device: Boolean(row?.device), address: Boolean(row?.address), any: Boolean(row?.any) };
}

/** A successful sign-in: the device and the address become (or stay) familiar to the account. */
export async function rememberOrigin(
  db: Db,
  userId: string,
  origin: { deviceHash: string | null; address: string; userAgent: string },
  now: Date,
): Promise<void> {
  if (origin.deviceHash) {
    await db
      .insert(knownDevices)
      .values({ userId, deviceHash: origin.deviceHash, userAgent: origin.userAgent, firstSeenAt: now, lastSeenAt: now })
      .onConflictDoUpdate({
        target: [knownDevices.userId, knownDevices.deviceHash],
        set: { lastSeenAt: now, userAgent: origin.userAgent },
      });
  }
  await db
    .insert(knownAddresses)
    .values({ userId, address: origin.address, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: [knownAddresses.userId, knownAddresses.address], set: { lastSeenAt: now } });
}

/** A person's live sessions, the last used first. */
export async function listLiveSessions(db: Db, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      token: sessions.token,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
}

/** Deletes one session of the person (never another's); answers its token, or null when there was none. */
export async function deleteOwnSession(db: Db, userId: string, sessionId: string): Promise<string | null> {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ token: sessions.token });
  return row?.token ?? null;
}

/** Deletes every session of the person but the one of `keepToken`; answers how many ended. */
export async function deleteOtherOwnSessions(db: Db, userId: string, keepToken: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.token, keepToken)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Writes a session's last use, at most once every few minutes (the `updated_at` Better Auth keeps). */
export async function touchSession(db: Db, token: string, now: Date, everyMs: number): Promise<void> {
  await db
    .update(sessions)
    .set({ updatedAt: now })
    .where(and(eq(sessions.token, token), lt(sessions.updatedAt, new Date(now.getTime() - everyMs))));
}
