import type { CompanySearchQuery } from '@tendero/contracts';
import { savedSearchFrequencies } from '@tendero/contracts';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { belongsToCompany, belongsToUser } from './columns';

/**
 * A person's saved marketplace search (issue 40). `query` is the search as the marketplace contract parsed
 * it (never a raw URL); the structured filters are copied into columns so that matching a newly verified
 * company reads candidates from one index range (`anchor_term` = the most selective catalogue term of the
 * search: 's:<service>', 'c:<category>' or 'all'; `city_key` = the city or '*'), never a scan of every
 * saved search. `text_query` is the free text as a prefix tsquery, tested against the company's search
 * document. Decision 0039.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsToUser(),
    name: text('name').notNull(),
    query: jsonb('query').$type<Omit<CompanySearchQuery, 'page'>>().notNull(),
    frequency: text('frequency', { enum: savedSearchFrequencies }).notNull().default('instant'),
    anchorTerm: text('anchor_term').notNull(),
    cityKey: text('city_key').notNull(),
    country: text('country'),
    teamSize: text('team_size'),
    language: text('language'),
    minRating: integer('min_rating'),
    promoOnly: integer('promo_only').notNull().default(0),
    textQuery: text('text_query'),
    /** When the person last opened it: matches after this are "new". */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its last daily or weekly digest went out (null: never). */
    digestedAt: timestamp('digested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_searches_user_idx').on(table.userId, table.createdAt),
    index('saved_searches_match_idx').on(table.anchorTerm, table.cityKey, table.frequency),
  ],
);

/**
 * A company a saved search found when it became verified: once per search and company (verified again
 * later, it does not alert again). `notified_at` is null until the alert or digest went out.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    companyId: belongsToCompany(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.savedSearchId, table.companyId] }),
    index('saved_search_matches_pending_idx').on(table.notifiedAt, table.savedSearchId),
  ],
);
