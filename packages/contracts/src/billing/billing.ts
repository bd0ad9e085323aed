import { z } from 'zod';
import { paymentInvoiceSchema } from '../invoicing/invoicing';
import { v } from '../shared/errors';

/** SPEC §9: Premium costs 49 € a month or 499 € a year, bought by the manager for the whole team. */
export const premiumPlans = ['monthly', 'yearly'] as const;
export const planSchema = z.enum(premiumPlans);
export type PremiumPlan = z.infer<typeof planSchema>;
export const planPrices: Record<PremiumPlan, { amountCents: number; currency: 'eur' }> = {
  monthly: { amountCents: 4900, currency: 'eur' },
  yearly: { amountCents: 49900, currency: 'eur' },
};

/**
 * The subscription lifecycle, as the payment provider reports it, plus `none` (never bought). Premium is
 * on while `active` or `trialing`, and during the grace period of a failed renewal (`past_due`, `unpaid`).
 */
export const subscriptionStatuses = [
  'none',
  'incomplete',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
] as const;
export const subscriptionStatusSchema = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** Where a company's Premium comes from: a Stripe subscription, or an admin's grant (an invoice paid outside). */
export const premiumSourceSchema = z.enum(['none', 'stripe', 'manual']);

const when = z.iso.datetime();

/** SPEC §3 Subscription, as a manager, a rep or an admin sees their company's. */
export const subscriptionSchema = z.object({
  companyId: z.string().nullable(),
  hasPremium: z.boolean(),
  source: premiumSourceSchema,
  plan: planSchema.nullable(),
  status: subscriptionStatusSchema,
  /** The end of the period paid for: the renewal date, or when Premium ends after a cancellation. */
  currentPeriodEnd: when.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** After a failed renewal: Premium stays on until then while the payment is retried. */
  graceUntil: when.nullable(),
  /** Whether this server can take payments (Stripe settings present). */
  paymentsConfigured: z.boolean(),
  /** Only the company's manager buys and manages; reps see the state. */
  canManage: z.boolean(),
  plans: z.array(z.object({ plan: planSchema, amountCents: z.number().int(), currency: z.literal('eur') })),
  /** Applications a free company may send a month (unlimited with Premium), and how many it sent this month. */
  freeApplicationsPerMonth: z.number().int(),
  applicationsThisMonth: z.number().int(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const checkoutSchema = z.object({ plan: planSchema });
export type CheckoutInput = z.infer<typeof checkoutSchema>;
export const redirectSchema = z.object({ url: z.url() });

export const switchPlanSchema = z.object({ plan: planSchema });

/** SPEC §7 `POST /api/stripe/check-subscription-status` (email): the subscription of that person's company. */
export const checkSubscriptionSchema = z.object({
  email: z.email(v.email).max(254, v.tooLong).optional(),
});

export const paymentStatusSchema = z.enum(['paid', 'failed', 'open']);
export const paymentSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  plan: planSchema.nullable(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: paymentStatusSchema,
  createdAt: when,
  /** Stripe's page of the invoice, and its PDF (the receipt once paid). */
  invoiceUrl: z.string().nullable(),
  receiptUrl: z.string().nullable(),
  /** 'manual' for a Premium grant by an admin (no money through Stripe). */
  source: z.enum(['stripe', 'manual']),
  /** Tendero's own VAT invoice of the payment and its corrections (issue 38), numbers as printed. */
  invoices: z.array(paymentInvoiceSchema),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentsSchema = z.object({ items: z.array(paymentSchema), total: z.number().int() });

export const paymentsQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: paymentStatusSchema.optional(),
  plan: planSchema.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type PaymentsQuery = z.infer<typeof paymentsQuerySchema>;

/** Admin's premium report: who has Premium, the monthly recurring revenue, new and cancelled per month. */
export const premiumReportSchema = z.object({
  activeCompanies: z.number().int(),
  byPlan: z.object({ monthly: z.number().int(), yearly: z.number().int(), manual: z.number().int() }),
  /** Monthly recurring revenue in cents: monthly plans at 49 €, yearly at 499/12 €; grants count nothing. */
  mrrCents: z.number().int(),
  months: z.array(z.object({ month: z.string(), started: z.number().int(), cancelled: z.number().int() })),
  companies: z.array(
    z.object({
      companyId: z.string(),
      companyName: z.string(),
      source: premiumSourceSchema,
      plan: planSchema.nullable(),
      status: subscriptionStatusSchema,
      since: when.nullable(),
      currentPeriodEnd: when.nullable(),
      cancelAtPeriodEnd: z.boolean(),
    }),
  ),
});
export type PremiumReport = z.infer<typeof premiumReportSchema>;

/** SPEC §7 `PUT /companies/premium` (hasPremium, email): an admin grants or ends Premium by hand. */
export const setPremiumSchema = z.object({
  hasPremium: z.boolean(),
  email: z.email(v.email).max(254, v.tooLong),
});
export const setPremiumResultSchema = z.object({
  status: z.literal(200),
  companyId: z.string(),
  hasPremium: z.boolean(),
});

export const webhookReceiptSchema = z.object({ received: z.literal(true) });
