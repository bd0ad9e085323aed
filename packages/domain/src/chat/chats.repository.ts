import { type Db, schema } from '@tendero/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const { chats, chatParticipants } = schema;

/** The conversation of a pair, created on first use (one per pair, whoever starts it). */
export async function findOrCreateChat(db: Db, a: string, b: string, at: Date): Promise<string> {
  const pairKey = [a, b].sort().join(':');
  const [created] = await db
    .insert(chats)
    .values({ pairKey, createdAt: at })
    .onConflictDoNothing({ target: chats.pairKey })
    .returning({ id: chats.id });
  if (created) {
    await db.insert(chatParticipants).values([
      { chatId: created.id, userId: a },
      { chatId: created.id, userId: b },
    ]);
    return created.id;
  }
  const [existing] = await db.select({ id: chats.id }).from(chats).where(eq(chats.pairKey, pairKey));
  if (!existing) throw new Error('chat pair vanished');
  return existing.id;
}

/** A person's conversations, newest activity first, with the other participant and unread count. */
export async function listChatsOf(db: Db, userId: string) {
  const mine = db
    .select({ chatId: chatParticipants.chatId, lastReadAt: chatParticipants.lastReadAt })
    .from(chatParticipants)
    .where(eq(chatParticipants.userId, userId))
    .as('mine');
  const other = alias(chatParticipants, 'other');
  return db
    .select({
      chatId: chats.id,
      createdAt: chats.createdAt,
      lastMessageAt: chats.lastMessageAt,
      otherId: other.userId,
      otherReadAt: other.lastReadAt,
      unread: sql<number>`(select count(*)::int from chat_messages m where m.chat_id = ${chats.id}
        and m.receiver_id = ${userId} and (${mine.lastReadAt} is null or m.created_at > ${mine.lastReadAt}))`,
      last: sql<{ text: string; sender_id: string; file_key: string | null; created_at: string } | null>`(
        select row_to_json(m) from (select text, sender_id, file_key, created_at from chat_messages
          where chat_id = ${chats.id} order by created_at desc, id desc limit 1) m)`,
    })
    .from(mine)
    .innerJoin(chats, eq(chats.id, mine.chatId))
    .innerJoin(other, and(eq(other.chatId, chats.id), ne(other.userId, userId)))
    .orderBy(sql`coalesce(${chats.lastMessageAt}, ${chats.createdAt}) desc`);
}
