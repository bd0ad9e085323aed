import { defaultNotificationChannels, type NotificationChannels, type NotificationKind } from '@tendero/contracts';
import { type Db, schema } from '@tendero/db';
import { and, eq, inArray, sql } from 'drizzle-orm';

const { notificationPreferences, pushSubscriptions } = schema;

/** A person's channels for every kind: their choices over the defaults. */
export async function findPreferences(db: Db, userId: string): Promise<Record<NotificationKind, NotificationChannels>> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const chosen = { ...defaultNotificationChannels };
  for (const row of rows) chosen[row.kind] = { email: row.email, push: row.push };
  return chosen;
}

/** Each person's channels for one kind (many recipients at once: a digest, an alert run). */
export async function findChannelsOf(
  db: Db,
  userIds: readonly string[],
  kind: NotificationKind,
): Promise<Map<string, NotificationChannels & { devices: number }>> {
  const answer = new Map<string, NotificationChannels & { devices: number }>();
  if (userIds.length === 0) return answer;
  const unique = [...new Set(userIds)];
  for (const id of unique) answer.set(id, { ...defaultNotificationChannels[kind], devices: 0 });
  const chosen = await db
    .select({
      userId: notificationPreferences.userId,
      email: notificationPreferences.email,
      push: notificationPreferences.push,
    })
    .from(notificationPreferences)
    .where(and(inArray(notificationPreferences.userId, unique), eq(notificationPreferences.kind, kind)));
  for (const row of chosen) {
    const entry = answer.get(row.userId);
    if (entry) Object.assign(entry, { email: row.email, push: row.push });
  }
  const devices = await db
    .select({ userId: pushSubscriptions.userId, count: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, unique))
    .groupBy(pushSubscriptions.userId);
  for (const row of devices) {
    const entry = answer.get(row.userId);
    if (entry) entry.devices = row.count;
  }
  return answer;
}

/** Sets a person's channels for some kinds (the settings page, an unsubscribe link). */
export async function savePreferences(
  db: Db,
  userId: string,
  choices: Partial<Record<NotificationKind, NotificationChannels>>,
  at: Date,
): Promise<void> {
  const rows = Object.entries(choices).map(([kind, channels]) => ({
    userId,
    kind: kind as NotificationKind,
    email: channels.email,
    push: channels.push,
    updatedAt: at,
  }));
  if (rows.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { email: sql`excluded.email`, push: sql`excluded.push`, updatedAt: sql`excluded.updated_at` },
    });
}

/** How many browsers of a person receive push (the settings page says so when there are none). */
export async function countPushDevices(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.count ?? 0;
}
