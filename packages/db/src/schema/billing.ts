import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts';
import { belongsToCompany } from './columns';

/**
 * A company's Premium: at most one row per company, kept in step with its Stripe subscription (or set by
 * an admin's grant, `source = 'manual'`, or by a year paid at once through Stripe Checkout with BLIK,
 * Przelewy24 or a card, `source = 'one_time'`: Premium until `current_period_end`, no renewal by itself).
 * `companies.has_premium` is derived from it by the billing domain.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['stripe', 'manual', 'one_time'] }).notNull(),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    plan: text('plan', { enum: ['monthly', 'yearly'] }),
    status: text('status', {
      enum: ['incomplete', 'trialing', 'active', 'past_due', 'unpaid', 'canceled'],
    }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** After a failed renewal: Premium stays on until then. */
    graceUntil: timestamp('grace_until', { withTimezone: true }),
    /** When this Premium began (first paid), and when it ended (for the report's cancelled per month). */
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    grantedBy: text('granted_by'),
    /** A year paid at once: the end of the year whose renewal reminder was e-mailed (once per year paid). */
    renewalReminderFor: timestamp('renewal_reminder_for', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_customer_idx').on(table.stripeCustomerId),
    index('subscriptions_stripe_subscription_idx').on(table.stripeSubscriptionId),
  ],
);

/** Invoices of Premium (from Stripe), and an admin's grants, for the manager's history and the admin reports. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: belongsToCompany(),
    source: text('source', { enum: ['stripe', 'manual'] }).notNull(),
    stripeInvoiceId: text('stripe_invoice_id'),
    plan: text('plan', { enum: ['monthly', 'yearly'] }),
    /** What was charged: the gross, VAT included where Polish VAT applies (issue 38). */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    /** The net and the VAT of `amountCents`, as charged (null on payments before VAT was charged). */
    netCents: integer('net_cents'),
    vatCents: integer('vat_cents'),
    /** How it was paid: a card (subscriptions), or BLIK or Przelewy24 (the yearly plan in złoty, one payment). */
    method: text('method', { enum: ['card', 'blik', 'p24'] }),
    status: text('status', { enum: ['paid', 'failed', 'open'] }).notNull(),
    invoiceUrl: text('invoice_url'),
    receiptUrl: text('receipt_url'),
    /** When the manager was told of a failed renewal (once per invoice). */
    failureMailedAt: timestamp('failure_mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('payments_stripe_invoice_idx').on(table.stripeInvoiceId),
    index('payments_company_idx').on(table.companyId, table.createdAt),
    index('payments_created_idx').on(table.createdAt),
  ],
);

/** Every Stripe event received, by its id: stored once, applied once by a job. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  appliedAt: timestamp('applied_at', { withTimezone: true }),
});
