import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsToUser } from './columns';

/** A conversation between two people (SPEC §3 Chat); `last_message_at` orders the chat list. */
export const chats = pgTable('chats', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The two participants' ids sorted and joined: one conversation per pair. */
  pairKey: text('pair_key').notNull().unique(),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  /** The last message's number in this conversation (see chat_messages.seq). */
  lastSeq: integer('last_seq').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who is in a conversation and up to when they have read it. */
export const chatParticipants = pgTable(
  'chat_participants',
  {
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: belongsToUser(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    /** When this participant was last e-mailed about unread messages here (at most once an hour). */
    lastNotifiedAt: timestamp('last_notified_at', { withTimezone: true }),
    /** Set by the first unread message: from then on the offline e-mail scan looks at this participant. */
    notifyAfter: timestamp('notify_after', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.chatId, table.userId] }),
    index('chat_participants_user_idx').on(table.userId),
    index('chat_participants_notify_idx').on(table.notifyAfter).where(sql`${table.notifyAfter} is not null`),
  ],
);

/**
 * A message, stored before it is acknowledged. `(sender_id, client_message_id)` is unique: a retry of the
 * same message after a reconnect finds the stored one instead of adding a second.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: belongsToUser('sender_id'),
    receiverId: belongsToUser('receiver_id'),
    clientMessageId: uuid('client_message_id').notNull(),
    /**
     * The message's number in its conversation, taken under the conversation row's lock in the statement
     * that stores it: numbers follow commit order, so "everything after n" never skips a late commit.
     */
    seq: integer('seq').notNull().default(0),
    text: text('text').notNull(),
    /** Attachment (storage key under chat/, readable only by participants through the API). */
    fileKey: text('file_key'),
    fileMimeType: text('file_mime_type'),
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The chat process that stored the message, and so delivers it: a retry of it reaches the receiver
     * again only when that process is gone (it may have died before delivering). Null: not known (older rows).
     */
    storedBy: text('stored_by'),
  },
  (table) => [
    uniqueIndex('chat_messages_client_id_idx').on(table.senderId, table.clientMessageId),
    index('chat_messages_chat_idx').on(table.chatId, table.createdAt),
    index('chat_messages_chat_seq_idx').on(table.chatId, table.seq),
  ],
);
