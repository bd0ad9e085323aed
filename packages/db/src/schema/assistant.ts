import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { belongsToUser, timestamps } from './columns';

/** A conversation with the assistant: private to its user (no one else reads it, admins included). */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsToUser(),
    /** The first question, shortened: how the list names the conversation. */
    title: text('title').notNull().default(''),
    ...timestamps(),
  },
  (table) => [index('assistant_conversations_user_idx').on(table.userId, table.updatedAt.desc())],
);

/**
 * One turn: the user's question or the assistant's answer. `parts` holds what the answer showed besides
 * text (company cards, an inquiry draft), as data the page renders; `engine` says who answered (the
 * offline assistant or the configured model).
 */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    /** Copied from the conversation, so per-person limits count without a join. */
    userId: belongsToUser(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    text: text('text').notNull(),
    parts: jsonb('parts').notNull().default([]),
    engine: text('engine', { enum: ['offline', 'model'] }),
    /** An answer the user stopped, or one that failed part-way, keeps what was said. */
    status: text('status', { enum: ['complete', 'stopped', 'failed'] })
      .notNull()
      .default('complete'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('assistant_messages_conversation_idx').on(table.conversationId, table.createdAt),
    index('assistant_messages_user_idx').on(table.userId, table.createdAt),
  ],
);
