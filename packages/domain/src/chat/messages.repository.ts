import { type Db, schema } from '@tendero/db';
import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';

const { chatMessages, chatParticipants } = schema;

export type MessageRow = typeof chatMessages.$inferSelect;

/** The message a sender stored under a client id, if any (a retry that lost the race to another process). */
export async function findMessageOf(db: Db, senderId: string, clientMessageId: string): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientMessageId, clientMessageId)));
  return row ?? null;
}

/** Messages of a conversation in order; after a given message when a reconnecting client asks what it missed. */
export async function listMessages(db: Db, chatId: string, afterId: string | null, limit: number) {
  const after = afterId
    ? sql`${chatMessages.seq} > (select m.seq from chat_messages m where m.id = ${afterId} and m.chat_id = ${chatId})`
    : undefined;
  if (after) {
    return db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.chatId, chatId), after))
      .orderBy(asc(chatMessages.seq))
      .limit(limit);
  }
  // The latest `limit`, oldest first.
  const latest = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.chatId, chatId))
    .orderBy(desc(chatMessages.seq))
    .limit(limit);
  return latest.reverse();
}

export async function findMessage(db: Db, id: string): Promise<MessageRow | null> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row ?? null;
}

/** Unread messages per conversation for a person. */
export async function unreadOf(db: Db, userId: string) {
  return db
    .select({ chatId: chatMessages.chatId, count: sql<number>`count(*)::int` })
    .from(chatMessages)
    .innerJoin(
      chatParticipants,
      and(eq(chatParticipants.chatId, chatMessages.chatId), eq(chatParticipants.userId, userId)),
    )
    .where(
      and(
        eq(chatMessages.receiverId, userId),
        or(isNull(chatParticipants.lastReadAt), gt(chatMessages.createdAt, chatParticipants.lastReadAt)),
      ),
    )
    .groupBy(chatMessages.chatId);
}

/** The newest message a participant has not read in a conversation. */
export async function latestUnread(db: Db, chatId: string, userId: string, lastReadAt: Date | null) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.chatId, chatId),
        eq(chatMessages.receiverId, userId),
        lastReadAt ? gt(chatMessages.createdAt, lastReadAt) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.createdAt))
    .limit(1);
  return row ?? null;
}
