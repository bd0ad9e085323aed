import { type Db, schema } from '@tendero/db';
import { asc, eq } from 'drizzle-orm';

const { pushSubscriptions } = schema;

/**
 * account.json's `pushDevices` (issue 40): the devices that receive the person's push notifications, as their
 * settings list them. Never the push service's URL nor the keys: they are the browser's, not the person's.
 */
export async function readPushDevices(db: Db, userId: string) {
  return db
    .select({
      device: pushSubscriptions.device,
      createdAt: pushSubscriptions.createdAt,
      lastSentAt: pushSubscriptions.lastSentAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
}
