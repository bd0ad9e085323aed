import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';
import {
  checkoutSchema,
  checkSubscriptionSchema,
  paymentsQuerySchema,
  paymentsSchema,
  premiumReportSchema,
  redirectSchema,
  subscriptionSchema,
  switchPlanSchema,
  webhookReceiptSchema,
} from './billing';

const tags = ['billing'];
/** What only the company's manager may do, with the refusal its team's reps read. */
const managerOnly = {
  access: ['MANAGER'],
  refusal: { reason: 'MANAGER_ONLY', messageKey: 'billing.errors.managerOnly' },
} as const;
/** How a call that goes on to Stripe can fail: no payments here, a state that forbids it, Stripe itself. */
const providerErrors = ['NOT_AVAILABLE', 'CONFLICT', 'PAYMENT_PROVIDER_ERROR'] as const;

/** Premium for companies: bought through Stripe Checkout by the manager, managed in account settings. */
export const billingEndpoints = {
  subscription: defineEndpoint({
    method: 'GET',
    path: '/api/billing/subscription',
    access: 'signed-in',
    tags,
    summary: "The signed-in manager's or rep's company subscription, the plans and whether payments work here",
    answer: subscriptionSchema,
  }),
  checkout: defineEndpoint({
    method: 'POST',
    path: '/api/billing/checkout',
    ...managerOnly,
    tags,
    summary: 'Start a Stripe Checkout for Premium (manager); answers the page to send the browser to',
    body: checkoutSchema,
    answer: redirectSchema,
    errors: providerErrors,
  }),
  checkStatus: defineEndpoint({
    method: 'POST',
    path: '/api/stripe/check-subscription-status',
    access: 'signed-in',
    tags,
    summary: "SPEC §7: the subscription of the company of the given e-mail (the caller's own when none)",
    body: checkSubscriptionSchema,
    answer: subscriptionSchema,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/billing/subscription/cancel',
    ...managerOnly,
    tags,
    summary: 'Cancel Premium at the end of the paid period (manager)',
    answer: subscriptionSchema,
    errors: providerErrors,
  }),
  resume: defineEndpoint({
    method: 'POST',
    path: '/api/billing/subscription/resume',
    ...managerOnly,
    tags,
    summary: 'Keep Premium after all: undo a cancellation before the period ends (manager)',
    answer: subscriptionSchema,
    errors: providerErrors,
  }),
  switchPlan: defineEndpoint({
    method: 'PUT',
    path: '/api/billing/subscription/plan',
    ...managerOnly,
    tags,
    summary: 'Switch between the monthly and the yearly plan (manager; Stripe prorates)',
    body: switchPlanSchema,
    answer: subscriptionSchema,
    errors: providerErrors,
  }),
  portal: defineEndpoint({
    method: 'POST',
    path: '/api/billing/portal',
    ...managerOnly,
    tags,
    summary: "A session of Stripe's customer portal for the company (manager)",
    answer: redirectSchema,
    errors: providerErrors,
  }),
  payments: defineEndpoint({
    method: 'GET',
    path: '/api/billing/payments',
    access: ['MANAGER'],
    tags,
    summary: "The company's own payments and invoices (manager)",
    answer: paymentsSchema,
  }),
  paymentsCsv: defineEndpoint({
    method: 'GET',
    path: '/api/billing/payments.csv',
    access: ['MANAGER'],
    tags,
    summary: "The company's own payments with their invoice numbers as CSV (manager), headers in the locale",
    query: z.object({ locale: z.string().max(10).optional() }),
    format: 'csv',
    answer: z.string(),
  }),
  webhook: defineEndpoint({
    method: 'POST',
    path: '/api/stripe/webhook',
    access: 'anyone',
    tags,
    summary: 'Stripe events: the signature is checked over the raw body; each event is applied once, by a job',
    answer: webhookReceiptSchema,
  }),
  adminPayments: defineEndpoint({
    method: 'GET',
    path: '/api/admin/payments',
    access: ['ADMIN'],
    tags,
    summary: 'Every payment with company, plan, amount, status and date (admins)',
    query: paymentsQuerySchema,
    answer: paymentsSchema,
  }),
  adminPaymentsCsv: defineEndpoint({
    method: 'GET',
    path: '/api/admin/payments.csv',
    access: ['ADMIN'],
    tags,
    summary: 'The filtered payments as CSV (admins), headers in the Accept-Language locale',
    query: paymentsQuerySchema.extend({ locale: z.string().max(10).optional() }),
    format: 'csv',
    answer: z.string(),
  }),
  premiumReport: defineEndpoint({
    method: 'GET',
    path: '/api/admin/premium',
    access: ['ADMIN'],
    tags,
    summary: 'Active Premium companies, monthly recurring revenue, new and cancelled per month (admins)',
    answer: premiumReportSchema,
  }),
};
