import { type NotificationKind, notificationKinds } from '@tendero/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { belongsToUser } from './columns';

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

/**
 * A person's choice per kind of notification (issue 40): e-mail and push switched on or off. No row: the
 * kind's default (`defaultNotificationChannels` of the contracts).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: belongsToUser(),
    kind: text('kind', { enum: notificationKinds }).$type<NotificationKind>().notNull(),
    email: boolean('email').notNull(),
    push: boolean('push').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/**
 * A browser's Web Push subscription (the Push API's endpoint and keys, RFC 8291): a person's device that
 * receives push notifications. An endpoint the push service says is gone (404/410) is deleted.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsToUser(),
    /** The push service's URL for this browser: unique (a browser subscribing again replaces its row). */
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and authentication secret (base64url), for the payload's encryption. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The device as the person sees it in their settings ("Chrome on Android"). */
    device: text('device'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);
