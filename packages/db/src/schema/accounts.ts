import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** tsvector, which Drizzle has no column type for. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Accounts. `users`, `sessions`, `credentials` and `verifications` are Better Auth's tables (user, session,
 * account, verification) with Tendero's own columns on `users`. Better Auth stores e-mails and usernames in
 * lower case, so the unique indexes make both unique case-insensitively.
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The company profile: edited only by the company's manager. */
    description: text('description').notNull().default(''),
    logo: text('logo'),
    email: text('email'),
    website: text('website'),
    country: text('country'),
    /** IANA time zone of the company's working hours (Mon–Fri 9:00–17:00), for response times. */
    timeZone: text('time_zone').notNull().default('Europe/Warsaw'),
    city: text('city'),
    postalCode: text('postal_code'),
    address: text('address'),
    teamSize: text('team_size'),
    foundedYear: integer('founded_year'),
    /** Service slugs of the catalogue (packages/domain/src/catalog). */
    services: text('services').array().notNull().default(sql`'{}'::text[]`),
    /** ISO 639-1 codes of the languages the company serves clients in. */
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** The badge of SPEC §3 "Company title" (company_titles.id); assigned by admins. */
    titleId: text('title_id'),
    hasPremium: boolean('has_premium').notNull().default(false),
    /** Set when an admin has checked and passed all four criteria; only then is the company listed. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Kept by the reviews and profile use cases, so search filters and sorts without joins. */
    ratingAvg: doublePrecision('rating_avg'),
    reviewCount: integer('review_count').notNull().default(0),
    verifiedRatingAvg: doublePrecision('verified_rating_avg'),
    verifiedReviewCount: integer('verified_review_count').notNull().default(0),
    hasPromo: boolean('has_promo').notNull().default(false),
    /** Name, description, tags, city and service names in both languages, folded (lower case, no diacritics). */
    searchText: text('search_text').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('companies_listed_idx').on(table.verifiedAt),
    index('companies_city_idx').on(table.city),
    index('companies_services_idx').using('gin', table.services),
    index('companies_search_vector_idx').using('gin', table.searchVector),
    index('companies_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    username: text('username').notNull(),
    displayUsername: text('display_username'),
    role: text('role', { enum: ['CLIENT', 'SALES_REP', 'MANAGER', 'ADMIN'] }).notNull(),
    status: text('status', { enum: ['UNVERIFIED', 'TEMPORARY', 'ACTIVE', 'SUSPENDED'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    /** Profile: a rep's or client's own words, languages, and what a client shares with providers. */
    bio: text('bio').notNull().default(''),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    city: text('city'),
    organization: text('organization'),
    shareEmail: boolean('share_email').notNull().default(false),
    sharePhone: boolean('share_phone').notNull().default(false),
    locale: text('locale').notNull().default('en'),
    /** The unsubscribe state: no notification e-mails (inquiry digests, new offers) after this moment. */
    mailingUnsubscribedAt: timestamp('mailing_unsubscribed_at', { withTimezone: true }),
    companyId: uuid('company_id').references(() => companies.id),
    /** A manager who answers inquiries themselves (a one-person firm): they act as a sales rep of their company too. */
    answersInquiries: boolean('answers_inquiries').notNull().default(false),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /** Sign-in attempts against the account in the hour since `failedSignInsSince` (the per-account ceiling). */
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    failedSignInsSince: timestamp('failed_sign_ins_since', { withTimezone: true }),
    /** Recovery codes tried against the account in the hour since `recoveryCodeGuessesSince`, whatever code was sent. */
    recoveryCodeGuesses: integer('recovery_code_guesses').notNull().default(0),
    recoveryCodeGuessesSince: timestamp('recovery_code_guesses_since', { withTimezone: true }),
    /** Set when the user deleted the account: no sign-in, no session, personal data erased by a job. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_idx').on(table.email),
    uniqueIndex('users_username_idx').on(table.username),
    index('users_company_idx').on(table.companyId),
    // A company card's contact rep (marketplace search reads one per card on every results page): the first
    // active sales rep of the company, read from the index alone (decision 0022).
    index('users_contact_rep_idx')
      .on(table.companyId, table.createdAt, table.id)
      .where(sql`${table.role} = 'SALES_REP' and ${table.status} = 'ACTIVE' and ${table.deletedAt} is null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sessions_token_idx').on(table.token), index('sessions_user_idx').on(table.userId)],
);

/**
 * Failed sign-ins per account and client address: each pair waits longer after every failure (a growing
 * delay), so one address cannot guess fast and cannot lock the account for everyone else. Rows are erased
 * with the account's personal data.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    failures: integer('failures').notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.address] })],
);

/** Better Auth's "account": the e-mail/password credential (hashed by Better Auth) of a user. */
export const credentials = pgTable(
  'credentials',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('credentials_user_idx').on(table.userId),
    // One Tendero account per provider identity (Google's or Microsoft's subject), whoever links first.
    uniqueIndex('credentials_provider_account_idx').on(table.providerId, table.accountId),
  ],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);
