import type { InvoiceDocument } from '@tendero/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './accounts';
import { payments } from './billing';

/**
 * A company's tax identity (issue 38): the buyer's data of its invoices. At most one row per company;
 * Polish companies give a NIP (and may give REGON and KRS), companies elsewhere in the EU a VAT number,
 * which VIES confirms where it is configured.
 */
export const companyTaxIdentities = pgTable('company_tax_identities', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** The country of registration (ISO 3166-1 alpha-2). */
  country: text('country').notNull(),
  legalName: text('legal_name').notNull(),
  nip: text('nip'),
  regon: text('regon'),
  krs: text('krs'),
  vatNumber: text('vat_number'),
  street: text('street').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  vatCheck: text('vat_check', { enum: ['not_applicable', 'format_checked', 'confirmed', 'invalid'] })
    .notNull()
    .default('not_applicable'),
  vatCheckedAt: timestamp('vat_checked_at', { withTimezone: true }),
  /** The name VIES holds for the number, when it gave one. */
  vatCheckName: text('vat_check_name'),
  /** An admin's check against the registers. */
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  verifiedBy: text('verified_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The last number given in each series and year: FV (invoices) and KOR (corrections), each continuous. */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    series: text('series', { enum: ['FV', 'KOR'] }).notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.series, table.year] })],
);

/**
 * Tendero's own VAT invoices, one per paid Stripe invoice (or one-time payment), and their corrections.
 * Kept when the company or its people are deleted (the law keeps invoices five years): the document holds
 * the buyer's data as issued, and the company's link is cleared.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    series: text('series', { enum: ['FV', 'KOR'] }).notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** As printed, e.g. FV/2026/000123. */
    number: text('number').notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** The Stripe invoice or Checkout session paid: one Tendero invoice for each. */
    stripeReference: text('stripe_reference'),
    correctsInvoiceId: uuid('corrects_invoice_id').references((): AnyPgColumn => invoices.id),
    currency: text('currency', { enum: ['PLN', 'EUR'] }).notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    language: text('language', { enum: ['pl', 'en'] }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    ksefState: text('ksef_state', { enum: ['waiting', 'sending', 'sent', 'accepted', 'rejected'] })
      .notNull()
      .default('waiting'),
    /** KSeF's number of the accepted invoice. */
    ksefNumber: text('ksef_number'),
    /** KSeF's reference of the sent invoice (and of its session), to read its status. */
    ksefReference: text('ksef_reference'),
    ksefSessionReference: text('ksef_session_reference'),
    /** KSeF's reason of a rejection, or the last error while sending. */
    ksefError: text('ksef_error'),
    /** The UPO (official receipt) KSeF gave for it, as XML. */
    ksefUpo: text('ksef_upo'),
    /** SHA-256 of the FA(3) XML sent (Base64URL): the PDF's verification link and QR code (KOD I) carry it. */
    ksefInvoiceHash: text('ksef_invoice_hash'),
    ksefAttempts: integer('ksef_attempts').notNull().default(0),
    ksefSentAt: timestamp('ksef_sent_at', { withTimezone: true }),
    ksefDecidedAt: timestamp('ksef_decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invoices_number_idx').on(table.series, table.year, table.sequence),
    uniqueIndex('invoices_stripe_reference_idx')
      .on(table.stripeReference, table.series)
      .where(sql`${table.stripeReference} is not null`),
    index('invoices_company_idx').on(table.companyId, table.issuedAt),
    index('invoices_ksef_state_idx').on(table.ksefState),
  ],
);
