import { type Db, schema } from '@tendero/db';
import { and, asc, eq, inArray } from 'drizzle-orm';

const { pushSubscriptions } = schema;

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Stores a browser's subscription for a person. The endpoint is the browser's: subscribing again updates
 * its keys and device, and a browser another person used before moves to the one who subscribed now.
 */
export async function upsertPushSubscription(
  db: Db,
  row: { userId: string; endpoint: string; p256dh: string; auth: string; device: string | null; at: Date },
): Promise<PushSubscriptionRow> {
  const [saved] = await db
    .insert(pushSubscriptions)
    .values({ ...row, createdAt: row.at })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, device: row.device },
    })
    .returning();
  if (!saved) throw new Error('push subscription not saved');
  return saved;
}

export async function listPushSubscriptionsOf(db: Db, userId: string): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
}

/** Deletes one of a person's subscriptions; false when it is not theirs (or gone). */
export async function deleteOwnPushSubscription(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** Subscriptions the push service said are gone (404/410). */
export async function deletePushSubscriptions(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
}

export async function markPushSent(db: Db, ids: readonly string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(pushSubscriptions)
    .set({ lastSentAt: at })
    .where(inArray(pushSubscriptions.id, [...ids]));
}
