import { type Db, schema } from '@tendero/db';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { preparedPer } from '../shared/prepared';

const { chatParticipants, users } = schema;

/** The participants of a conversation (empty when it does not exist). */
export async function participantsOf(db: Db, chatId: string): Promise<{ userId: string; lastReadAt: Date | null }[]> {
  return db
    .select({ userId: chatParticipants.userId, lastReadAt: chatParticipants.lastReadAt })
    .from(chatParticipants)
    .where(eq(chatParticipants.chatId, chatId));
}

/**
 * The two participants of each of some conversations, with what the rules need of each, in one prepared
 * statement (the rooms a process does not keep yet, read together: after a start every first message
 * misses at once).
 */
const roomsStatement = preparedPer((db) =>
  db
    .select({
      chatId: chatParticipants.chatId,
      userId: chatParticipants.userId,
      role: users.role,
      status: users.status,
      deletedAt: users.deletedAt,
      companyId: users.companyId,
    })
    .from(chatParticipants)
    .innerJoin(users, eq(users.id, chatParticipants.userId))
    .where(
      sql`${chatParticipants.chatId} in (select value::uuid from json_array_elements_text(${sql.placeholder('ids')}::json))`,
    )
    .prepare('chat_rooms'),
);
export type RoomPerson = Omit<Awaited<ReturnType<ReturnType<typeof roomsStatement>['execute']>>[number], 'chatId'>;
/** Each asked conversation's people, in the order asked (none for a conversation that does not exist). */
export async function roomsOf(db: Db, chatIds: string[]): Promise<RoomPerson[][]> {
  const rows = await roomsStatement(db).execute({ ids: JSON.stringify(chatIds) });
  const byChat = new Map<string, RoomPerson[]>();
  for (const { chatId, ...person } of rows) byChat.set(chatId, [...(byChat.get(chatId) ?? []), person]);
  return chatIds.map((chatId) => byChat.get(chatId) ?? []);
}

export async function markRead(db: Db, chatId: string, userId: string, at: Date): Promise<void> {
  await db
    .update(chatParticipants)
    .set({ lastReadAt: at })
    .where(and(eq(chatParticipants.chatId, chatId), eq(chatParticipants.userId, userId)));
}

/** Participants the offline e-mail scan should look at now (their first unread message is old enough). */
export async function dueForOfflineMail(db: Db, now: Date, limit: number) {
  return db
    .select({
      chatId: chatParticipants.chatId,
      userId: chatParticipants.userId,
      lastReadAt: chatParticipants.lastReadAt,
      lastNotifiedAt: chatParticipants.lastNotifiedAt,
    })
    .from(chatParticipants)
    .where(sql`${chatParticipants.notifyAfter} <= ${now.toISOString()}`)
    .limit(limit);
}

export async function setNotifyAfter(db: Db, chatId: string, userId: string, at: Date | null): Promise<void> {
  await db
    .update(chatParticipants)
    .set({ notifyAfter: at })
    .where(and(eq(chatParticipants.chatId, chatId), eq(chatParticipants.userId, userId)));
}

/**
 * Claims the right to e-mail a participant about a conversation: true (and recorded) only when they have
 * not read up to the message and were not e-mailed about it since `notNotifiedSince`. One statement, so two
 * processes never both send.
 */
export async function claimOfflineNotification(
  db: Db,
  chatId: string,
  userId: string,
  messageAt: Date,
  now: Date,
  notNotifiedSince: Date,
): Promise<boolean> {
  const rows = await db
    .update(chatParticipants)
    .set({ lastNotifiedAt: now })
    .where(
      and(
        eq(chatParticipants.chatId, chatId),
        eq(chatParticipants.userId, userId),
        or(isNull(chatParticipants.lastReadAt), sql`${chatParticipants.lastReadAt} < ${messageAt.toISOString()}`),
        or(
          isNull(chatParticipants.lastNotifiedAt),
          sql`${chatParticipants.lastNotifiedAt} <= ${notNotifiedSince.toISOString()}`,
        ),
      ),
    )
    .returning({ chatId: chatParticipants.chatId });
  return rows.length > 0;
}
