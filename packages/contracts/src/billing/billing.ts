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

/**
 * Where a company's Premium comes from: a Stripe subscription, an admin's grant (an invoice paid outside), or
 * a year paid at once through Stripe Checkout (BLIK, Przelewy24 or card, the yearly plan in złoty), which does
 * not renew by itself.
 */
export const premiumSourceSchema = z.enum(['none', 'stripe', 'manual', 'one_time']);

/** The currencies Premium is sold in: złoty to companies registered in Poland, euro to every other. */
export const premiumCurrencySchema = z.enum(['eur', 'pln']);
export type PremiumCurrency = z.infer<typeof premiumCurrencySchema>;

/**
 * How a Premium price is taxed for this buyer (contracts `invoicing/vat.ts`): Polish VAT, the reverse charge
 * (an EU company with a confirmed VAT number), outside the scope of Polish VAT (outside the EU), or `unknown`
 * while the company has not given its tax identity (net prices only; buying waits for it).
 */
export const premiumVatKindSchema = z.enum(['PL_VAT', 'REVERSE_CHARGE', 'OUTSIDE_EU', 'unknown']);
export type PremiumVatKind = z.infer<typeof premiumVatKindSchema>;

/** What the buyer pays for each plan, before paying: net, VAT and gross in minor units of `currency`. */
export const premiumPricingSchema = z.object({
  currency: premiumCurrencySchema,
  vat: premiumVatKindSchema,
  vatRatePercent: z.number().int(),
  plans: z.array(
    z.object({
      plan: planSchema,
      netCents: z.number().int(),
      vatCents: z.number().int(),
      grossCents: z.number().int(),
    }),
  ),
  /** The yearly plan can also be paid once for a year with BLIK or Przelewy24 (złoty buyers). */
  oneTimeYearly: z.boolean(),
});
export type PremiumPricing = z.infer<typeof premiumPricingSchema>;

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
  /** The company's prices with VAT in its currency (issue 38); absent for a client's or an admin's view. */
  pricing: premiumPricingSchema.optional(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/**
 * How Premium is paid: a card subscription (renews by itself), or the yearly plan paid once for a year
 * through Stripe Checkout with BLIK, Przelewy24 or a card (złoty buyers only).
 */
export const premiumPaymentSchema = z.enum(['subscription', 'one_time']);
export type PremiumPayment = z.infer<typeof premiumPaymentSchema>;
export const checkoutSchema = z.object({ plan: planSchema, payment: premiumPaymentSchema.optional() });
export type CheckoutInput = z.infer<typeof checkoutSchema>;
export const redirectSchema = z.object({ url: z.url() });

export const switchPlanSchema = z.object({ plan: planSchema });

/** SPEC §7 `POST /api/stripe/check-subscription-status` (email): the subscription of that person's company. */
export const checkSubscriptionSchema = z.object({
  email: z.email(v.email).max(254, v.tooLong).optional(),
});

export const paymentStatusSchema = z.enum(['paid', 'failed', 'open']);
export const paymentMethodSchema = z.enum(['card', 'blik', 'p24']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
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
  /** The net and the VAT of `amountCents` as Stripe charged them (issue 38; null on older payments). */
  netCents: z.number().int().nullable().optional(),
  vatCents: z.number().int().nullable().optional(),
  /** How it was paid: a card, BLIK or Przelewy24 (null on older payments and grants). */
  method: paymentMethodSchema.nullable().optional(),
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
