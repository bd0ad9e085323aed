import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Content an admin removed (SPEC §1 "remove content"): one row per removal, with the reason the owner was
 * sent. The content itself stays in its table with `removed_at` set (hidden everywhere) until it is
 * restored (`restored_at`) or, 30 days on, purged (`purged_at`, the content row deleted).
 */
export const contentRemovals = pgTable(
  'content_removals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', {
      enum: ['review', 'offer', 'promo', 'course', 'faq', 'inquiry', 'application'],
    }).notNull(),
    contentId: uuid('content_id').notNull(),
    /** The company the content belongs to or was sent to (reviews, entries, applications). */
    companyId: uuid('company_id'),
    /** Who is told: the author (client, rep) or the company's manager for profile entries. */
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** A short excerpt shown in the console, so an admin knows what was removed without opening it. */
    excerpt: text('excerpt').notNull(),
    reason: text('reason').notNull(),
    removedBy: text('removed_by').references(() => users.id, { onDelete: 'set null' }),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull(),
    restoredBy: text('restored_by').references(() => users.id, { onDelete: 'set null' }),
    restoredAt: timestamp('restored_at', { withTimezone: true }),
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  (table) => [
    index('content_removals_removed_idx').on(table.removedAt),
    index('content_removals_content_idx').on(table.kind, table.contentId),
  ],
);
