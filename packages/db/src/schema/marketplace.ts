import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { belongsToCompany, belongsToUser } from './columns';
import { companyEntries } from './companies';

/** The current state of each SPEC §1 criterion of a company, as an admin last recorded it. */
export const verificationChecks = pgTable(
  'verification_checks',
  {
    companyId: belongsToCompany(),
    criterion: text('criterion', { enum: ['competencies', 'teamSize', 'portfolio', 'serviceQuality'] }).notNull(),
    passed: boolean('passed').notNull(),
    note: text('note').notNull(),
    checkedBy: text('checked_by')
      .notNull()
      .references(() => users.id),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.criterion] })],
);

/** Append-only history of verification: every check, verification and withdrawal, who and when. */
export const verificationEvents = pgTable(
  'verification_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: belongsToCompany(),
    action: text('action', { enum: ['check', 'verified', 'withdrawn'] }).notNull(),
    criterion: text('criterion'),
    passed: boolean('passed'),
    note: text('note').notNull(),
    adminId: text('admin_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_events_company_idx').on(table.companyId, table.createdAt)],
);

/** A client's review of a company: one per client and company; the manager answers once. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: belongsToCompany(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    /** True only when the client accepted an offer of the company (the inquiries issue supplies it). */
    verifiedClient: boolean('verified_client').notNull().default(false),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: text('answered_by'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: text('removed_by'),
    removalReason: text('removal_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reviews_company_client_idx').on(table.companyId, table.clientId),
    index('reviews_company_idx').on(table.companyId, table.createdAt),
  ],
);

/** SPEC §7 favourite offers: a client keeps an offer of a sales rep. */
export const favourites = pgTable(
  'favourites',
  {
    userId: belongsToUser(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => companyEntries.id, { onDelete: 'cascade' }),
    salesRepId: belongsToUser('sales_rep_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.offerId] })],
);

/** Favourite companies: a client keeps a listed company (beside favourite offers), to ask it for an offer later. */
export const favouriteCompanies = pgTable(
  'favourite_companies',
  {
    userId: belongsToUser(),
    companyId: belongsToCompany(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.companyId] }),
    index('favourite_companies_company_idx').on(table.companyId),
  ],
);

/**
 * The search index (decision 0006): one row per listed (verified) company per term it is found by —
 * 'all', 'c:<category>', 's:<service>' and 'w:<word>' for each folded word of its name and tags — with a
 * copy of what search filters and sorts on, so a results page and its count are index-only scans of one
 * narrow btree range instead of visits to wide company rows. Derived data: `refreshListing` rewrites a
 * company's rows whenever it changes; an unlisted company has none. `term` is byte-ordered (COLLATE "C"
 * in the migration) so word prefixes are index ranges.
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    term: text('term').notNull(),
    companyId: belongsToCompany(),
    city: text('city'),
    country: text('country'),
    teamSize: text('team_size'),
    languages: text('languages').array().notNull(),
    hasPromo: boolean('has_promo').notNull(),
    /** The verified clients' average and count (decision 0022, amendment of issue 35): the rating that counts. */
    ratingAvg: real('rating_avg'),
    reviewCount: integer('review_count').notNull(),
    /** Quality from verified reviews only, plus the labelled Premium nudge. */
    rank: real('rank').notNull(),
    /** The company's typical response time in minutes (trust figures), for "answers fastest"; null: not enough data. */
    responseMinutes: real('response_minutes'),
    /**
     * On name-word postings ('w:…') only: the company's services, so free text weighs a company found by a
     * name word by the catalogue terms it also matches without looking up its other postings (decision 0022).
     */
    services: text('services').array(),
  },
  (table) => {
    // What the filters read besides the term and city, carried by the two page orders' indexes so a
    // filtered page stays an index-only scan.
    const filtered = [
      table.country,
      table.teamSize,
      table.hasPromo,
      table.ratingAvg,
      table.reviewCount,
      table.languages,
      table.responseMinutes,
    ];
    return [
      primaryKey({ columns: [table.term, table.companyId] }),
      index('search_postings_company_idx').on(table.companyId),
      index('search_postings_rank_idx').on(
        table.term,
        table.rank.desc(),
        table.companyId,
        table.city,
        ...filtered,
        table.services,
      ),
      index('search_postings_city_idx').on(table.term, table.city, table.rank.desc(), table.companyId, ...filtered),
      // The other orders of a page, so it is read in index order too (decision 0022): "best rated" (also
      // a minimum rating's range), "most reviews" and "answers fastest".
      index('search_postings_rating_idx').on(
        table.term,
        table.ratingAvg.desc().nullsLast(),
        table.reviewCount.desc(),
        table.companyId,
      ),
      index('search_postings_reviews_idx').on(
        table.term,
        table.reviewCount.desc().nullsLast(),
        table.ratingAvg.desc().nullsLast(),
        table.companyId,
      ),
      index('search_postings_response_idx').on(table.term, table.responseMinutes.asc().nullsLast(), table.companyId),
    ];
  },
);

/**
 * How many listed companies have each term: kept in the same transaction as the postings, so the count of
 * a search without other filters is one row, not a scan of the term's range (85,000 entries for 'all' at
 * 100,000 companies). Also, per name word and category, the companies that have both ('w:<word>
 * c:<category>'), so free text counts a name word's companies outside the category it names from two
 * rows instead of the word's postings (19,672 for "software" at 1,000,000 companies); and per term other
 * than a name word and city, the companies of the term in the city ('<term> city:<city>'), so a page with
 * a city as its only filter is counted from one row. Decision 0022.
 */
export const searchTerms = pgTable('search_terms', {
  term: text('term').primaryKey(),
  companies: integer('companies').notNull(),
});

/** Every folded word of listed companies' names and tags, for prefix and typo (trigram) lookups. */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (table) => [
  index('search_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`),
]);

/**
 * One row: bumped in the same transaction as every change of the search index, so a cached result is
 * keyed by the version it was read at and is never served after the data it shows has changed.
 */
export const searchState = pgTable('search_state', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
});
