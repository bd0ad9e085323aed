import { type Db, schema } from '@tendero/db';
import { and, asc, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { preparedPer } from '../shared/prepared';
import { rowsOf } from '../shared/rows';

const { chats, chatMessages, chatParticipants, companies, users } = schema;

export type ChatPerson = NonNullable<Awaited<ReturnType<typeof findChatPerson>>>;
export type MessageRow = typeof chatMessages.$inferSelect;

/** What the chat needs of a person: who they are, whether they may chat, their company. */
export async function findChatPerson(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      deletedAt: users.deletedAt,
      companyId: users.companyId,
      firstName: users.firstName,
      lastName: users.lastName,
      image: users.image,
      email: users.email,
      locale: users.locale,
      mailingUnsubscribedAt: users.mailingUnsubscribedAt,
      companyName: companies.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row ?? null;
}

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

/** The participants of a conversation (empty when it does not exist). */
export async function participantsOf(db: Db, chatId: string): Promise<{ userId: string; lastReadAt: Date | null }[]> {
  return db
    .select({ userId: chatParticipants.userId, lastReadAt: chatParticipants.lastReadAt })
    .from(chatParticipants)
    .where(eq(chatParticipants.chatId, chatId));
}

/** A conversation's two participants with what the rules need of each, in one statement (hot: every message). */
const roomStatement = preparedPer((db) =>
  db
    .select({
      userId: chatParticipants.userId,
      lastReadAt: chatParticipants.lastReadAt,
      role: users.role,
      status: users.status,
      deletedAt: users.deletedAt,
      companyId: users.companyId,
    })
    .from(chatParticipants)
    .innerJoin(users, eq(users.id, chatParticipants.userId))
    .where(eq(chatParticipants.chatId, sql.placeholder('chatId')))
    .prepare('chat_room'),
);
export async function roomOf(db: Db, chatId: string) {
  return roomStatement(db).execute({ chatId });
}

/**
 * Stores a message unless this sender already stored one with the same client id, in one statement that
 * also moves the conversation's last-message time and marks the receiver for the offline e-mail scan.
 * Answers the stored message (the earlier one for a retry).
 */
export async function insertMessage(
  db: Db,
  values: Omit<typeof chatMessages.$inferInsert, 'id'> & { createdAt: Date },
  notifyAfter: Date,
): Promise<{ row: MessageRow; created: boolean }> {
  // The conversation row is updated first (its lock is held to commit), and the message takes its number:
  // numbers follow commit order without holes, which reconnecting clients rely on (contracts' resumeAfter).
  // A retry of a stored message takes no number.
  const result = await db.execute(sql`
    with bumped as (
      update chats set last_seq = last_seq + 1, last_message_at = ${values.createdAt.toISOString()}
      where id = ${values.chatId} and not exists (
        select 1 from chat_messages
        where sender_id = ${values.senderId} and client_message_id = ${values.clientMessageId})
      returning last_seq
    ), inserted as (
      insert into chat_messages (chat_id, sender_id, receiver_id, client_message_id, text, file_key, file_mime_type,
        file_name, file_size, created_at, seq)
      select ${values.chatId}, ${values.senderId}, ${values.receiverId}, ${values.clientMessageId}, ${values.text},
        ${values.fileKey ?? null}, ${values.fileMimeType ?? null}, ${values.fileName ?? null}, ${values.fileSize ?? null},
        ${values.createdAt.toISOString()}, bumped.last_seq
      from bumped
      on conflict (sender_id, client_message_id) do nothing
      returning *
    ), flagged as (
      update chat_participants set notify_after = coalesce(notify_after, ${notifyAfter.toISOString()})
      where chat_id = ${values.chatId} and user_id = ${values.receiverId} and exists (select 1 from inserted)
    )
    select * from inserted`);
  const [created] = rowsOf<Record<string, unknown>>(result);
  if (created) {
    return {
      row: {
        id: String(created.id),
        chatId: String(created.chat_id),
        senderId: String(created.sender_id),
        receiverId: String(created.receiver_id),
        clientMessageId: String(created.client_message_id),
        text: String(created.text),
        fileKey: (created.file_key as string | null) ?? null,
        fileMimeType: (created.file_mime_type as string | null) ?? null,
        fileName: (created.file_name as string | null) ?? null,
        fileSize: created.file_size === null || created.file_size === undefined ? null : Number(created.file_size),
        createdAt: new Date(created.created_at as string),
        seq: Number(created.seq),
      },
      created: true,
    };
  }
  const [existing] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, values.senderId), eq(chatMessages.clientMessageId, values.clientMessageId)));
  if (!existing) throw new Error('chat message vanished');
  return { row: existing, created: false };
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

export async function markRead(db: Db, chatId: string, userId: string, at: Date): Promise<void> {
  await db
    .update(chatParticipants)
    .set({ lastReadAt: at })
    .where(and(eq(chatParticipants.chatId, chatId), eq(chatParticipants.userId, userId)));
}

export async function findPeople(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      image: users.image,
      companyId: users.companyId,
      companyName: companies.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.id, ids));
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
