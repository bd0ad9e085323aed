import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every e-mail Tendero sends: delivered by SMTP when configured, otherwise kept for the dev mailbox. */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    locale: text('locale').notNull(),
    /** Extra headers (List-Unsubscribe of newsletters). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /** Files sent with the message (a meeting's .ics): name, content type and UTF-8 text content. */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status', { enum: ['queued', 'sent', 'kept', 'failed'] })
      .notNull()
      .default('queued'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_messages_created_idx').on(table.createdAt),
    // The outbox figures of /metrics count only these: a small index instead of a scan of every e-mail sent.
    index('mail_messages_waiting_idx').on(table.status).where(sql`status in ('queued', 'failed')`),
  ],
);
