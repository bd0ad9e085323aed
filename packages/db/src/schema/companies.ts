import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsToCompany, belongsToUser, timestamps } from './columns';

/** A sales rep's invitation: the token is kept only as a SHA-256 hash; it works once, for 7 days. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsToUser(),
    invitedBy: text('invited_by').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('invitations_token_idx').on(table.tokenHash), index('invitations_user_idx').on(table.userId)],
);

/**
 * The sections of a company profile (SPEC §2/§3): offers, promotional offers, services/courses, FAQ,
 * sales-process steps, consents and portfolio items. One table, one row per entry; `data` holds the fields
 * of its kind, validated by the kind's zod contract before every write (packages/contracts companies).
 */
export const companyEntries = pgTable(
  'company_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: belongsToCompany(),
    kind: text('kind', { enum: ['offer', 'promo', 'course', 'faq', 'step', 'consent', 'portfolio'] }).notNull(),
    position: integer('position').notNull(),
    data: jsonb('data').notNull(),
    /** Set while an admin has removed the entry (hidden everywhere; restorable for 30 days, then purged). */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [index('company_entries_company_kind_idx').on(table.companyId, table.kind, table.position)],
);
