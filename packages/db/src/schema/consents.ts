import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { belongsToUser } from './columns';

/**
 * The consent texts the product shows (terms, privacy policy, marketing consent), versioned: a new
 * version is a new row; the newest published one of a kind is the one shown and accepted.
 */
export const consentTexts = pgTable(
  'consent_texts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['terms', 'privacy', 'marketing'] }).notNull(),
    version: integer('version').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyPl: text('body_pl').notNull(),
    publishedBy: text('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('consent_texts_kind_version_key').on(table.kind, table.version)],
);

/** Who accepted which version of which consent text, when and from where. */
export const consentAcceptances = pgTable(
  'consent_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsToUser(),
    consentTextId: uuid('consent_text_id')
      .notNull()
      .references(() => consentTexts.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
  },
  (table) => [
    unique('consent_acceptances_user_text_key').on(table.userId, table.consentTextId),
    index('consent_acceptances_text_idx').on(table.consentTextId, table.acceptedAt),
  ],
);
