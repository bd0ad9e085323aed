import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts';
import { belongsToCompany, belongsToUser } from './columns';
import { contacts } from './contacts';

/** A newsletter a rep or manager wrote to their contacts (SPEC §3 Newsletter). */
export const newsletters = pgTable(
  'newsletters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: belongsToUser('sender_id'),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    /** Simple formatting (paragraphs, **bold**, lists, links), rendered to HTML and text when sent. */
    body: text('body').notNull(),
    locale: text('locale').notNull(),
    status: text('status', { enum: ['sending', 'sent'] }).notNull(),
    recipients: integer('recipients').notNull().default(0),
    /** Chosen but left out: no marketing consent recorded, or unsubscribed. */
    skipped: integer('skipped').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('newsletters_sender_idx').on(table.senderId, table.createdAt)],
);

/** One recipient of a newsletter and what became of its e-mail (the outbox message it was queued as). */
export const newsletterRecipients = pgTable(
  'newsletter_recipients',
  {
    newsletterId: uuid('newsletter_id')
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    mailMessageId: uuid('mail_message_id'),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
  },
  (table) => [primaryKey({ columns: [table.newsletterId, table.email] })],
);

/**
 * The public newsletter sign-up (SPEC /newsletter/subscribe), double opt-in: a row per address (lower
 * case), confirmed by the link in the e-mail; the token is kept only as a SHA-256 hash.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('newsletter_subscriptions_email_idx').on(sql`lower(${table.email})`)],
);

/**
 * Addresses that unsubscribed from all Tendero e-mails (lower case): no newsletter of any company is sent
 * to them again (an account with the address also stops its notification e-mails).
 */
export const mailingSuppressions = pgTable('mailing_suppressions', {
  email: text('email').primaryKey(),
  userId: text('user_id'),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

/**
 * Addresses that unsubscribed from one company's newsletters (lower case): that company's newsletters
 * leave them out, other companies' still reach them.
 */
export const mailingCompanySuppressions = pgTable(
  'mailing_company_suppressions',
  {
    email: text('email').notNull(),
    companyId: belongsToCompany(),
    /** The `{userId}` of the link used (the newsletter's sender). */
    userId: text('user_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.email, table.companyId] })],
);
