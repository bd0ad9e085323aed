import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { belongsToCompany, belongsToUser, timestamps } from './columns';

/**
 * A client's inquiry (SPEC "order"). `state` is what the client decided (open or closed); "expired" is read
 * from `visible_until`, so an inquiry leaves /orders/find the moment it ends without any job.
 * `application_count` is kept in the same transaction as every application insert.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: belongsToUser('client_id'),
    services: text('services').array().notNull(),
    description: text('description').notNull(),
    budgetMin: integer('budget_min'),
    budgetMax: integer('budget_max'),
    currency: text('currency').notNull().default('PLN'),
    city: text('city'),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** Asked only of `inquiry_targets` (up to 10): not on /orders/find, in no one else's digest, lead or read. */
    isPrivate: boolean('is_private').notNull().default(false),
    /**
     * "Details after NDA" (private inquiries only): the confidentiality terms the client chose. Asked companies
     * read the description and files only once one of their people accepted them (`inquiry_nda_acceptances`).
     */
    ndaTerms: text('nda_terms'),
    state: text('state', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    outcome: text('outcome', { enum: ['accepted', 'closed'] }),
    /** Why the client closed it without choosing an offer (told to every company that offered). */
    closeReason: text('close_reason', { enum: ['chosenElsewhere', 'notNeeded', 'budget', 'other'] }),
    visibleUntil: timestamp('visible_until', { withTimezone: true }).notNull(),
    applicationCount: integer('application_count').notNull().default(0),
    /** When providers whose services match were told of it in their digest e-mail. */
    digestedAt: timestamp('digested_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Set while an admin has removed the inquiry (hidden everywhere; restorable for 30 days, then purged). */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    index('inquiries_client_idx').on(table.clientId, table.createdAt),
    index('inquiries_open_idx').on(table.createdAt.desc(), table.id).where(sql`${table.state} = 'open'`),
    index('inquiries_services_idx').using('gin', table.services),
    index('inquiries_undigested_idx').on(table.createdAt).where(sql`${table.digestedAt} is null`),
  ],
);

/** Companies an inquiry was asked of directly ("ask this company" / "ask all found"). */
export const inquiryTargets = pgTable(
  'inquiry_targets',
  {
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    companyId: belongsToCompany(),
  },
  (table) => [
    primaryKey({ columns: [table.inquiryId, table.companyId] }),
    index('inquiry_targets_company_idx').on(table.companyId),
  ],
);

/**
 * A company's acceptance of a private inquiry's confidentiality terms: one per company (the person who accepts
 * binds their company, as a signature on an NDA does), recorded with who, when and from which IP.
 */
export const inquiryNdaAcceptances = pgTable(
  'inquiry_nda_acceptances',
  {
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    companyId: belongsToCompany(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The person's name when they accepted (kept if their account is deleted later). */
    personName: text('person_name').notNull(),
    ip: text('ip'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.inquiryId, table.companyId] })],
);

/** A sales rep's offer for an inquiry: one per rep and inquiry, with the same fields for every company. */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    repId: belongsToUser('rep_id'),
    companyId: belongsToCompany(),
    state: text('state', { enum: ['pending', 'accepted', 'declined', 'notChosen'] })
      .notNull()
      .default('pending'),
    message: text('message').notNull(),
    priceMin: integer('price_min').notNull(),
    priceMax: integer('price_max'),
    currency: text('currency').notNull(),
    timelineDays: integer('timeline_days').notNull(),
    scope: text('scope').notNull(),
    paymentTerms: text('payment_terms').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Set while an admin has removed the application (hidden everywhere; restorable for 30 days, then purged). */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /**
     * Set while the offer's company is not verified (an admin withdrew it while the offer was pending): kept,
     * hidden from the client and left out of the inquiry's count, shown again when the company is verified.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('applications_inquiry_rep_idx').on(table.inquiryId, table.repId),
    index('applications_company_idx').on(table.companyId, table.createdAt),
    index('applications_rep_idx').on(table.repId, table.createdAt),
  ],
);

/**
 * A company's lead: a client who asked it, received its offer, favourited one of its offers or reviewed
 * it; one row per company, client and inquiry (none for favourites and reviews).
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: belongsToCompany(),
    clientId: belongsToUser('client_id'),
    inquiryId: uuid('inquiry_id').references(() => inquiries.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['asked', 'applied', 'favourite', 'review'] }).notNull(),
    state: text('state', { enum: ['new', 'contacted', 'won', 'lost'] })
      .notNull()
      .default('new'),
    repId: text('rep_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    unique('leads_company_client_inquiry_key').on(table.companyId, table.clientId, table.inquiryId).nullsNotDistinct(),
    index('leads_company_idx').on(table.companyId, table.updatedAt),
  ],
);

/**
 * The /orders/find index: one row per open inquiry per term it is found by ('all', 'c:<category>',
 * 's:<service>') with what the list filters and sorts on, so a page and its (capped) count are
 * index-only range scans. Rewritten with the inquiry (refreshInquiryPostings); a closed inquiry has none;
 * an expired one is filtered by `visible_until`. `term` is byte-ordered (COLLATE "C" in the migration).
 */
export const inquiryPostings = pgTable(
  'inquiry_postings',
  {
    term: text('term').notNull(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    visibleUntil: timestamp('visible_until', { withTimezone: true }).notNull(),
    city: text('city'),
  },
  (table) => [
    primaryKey({ columns: [table.term, table.inquiryId] }),
    index('inquiry_postings_inquiry_idx').on(table.inquiryId),
    index('inquiry_postings_newest_idx').on(
      table.term,
      table.createdAt.desc(),
      table.inquiryId,
      table.visibleUntil,
      table.city,
    ),
    index('inquiry_postings_city_idx').on(
      table.term,
      table.city,
      table.createdAt.desc(),
      table.inquiryId,
      table.visibleUntil,
    ),
  ],
);
