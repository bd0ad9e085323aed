import { bindOperation as bind } from '../shared/bind-operation';
import type { DomainContext } from '../shared/context';
import { createApplyEventHandler, createRefreshPremiumHandler } from './operations/apply-event';
import { changeSubscription } from './operations/change-subscription';
import { checkSubscriptionStatus } from './operations/check-subscription-status';
import { getSubscription } from './operations/get-subscription';
import { grantPremium } from './operations/grant-premium';
import { exportPayments, listAllPayments, listCompanyPayments } from './operations/list-payments';
import { openPortal } from './operations/open-portal';
import { premiumReport } from './operations/premium-report';
import { receiveStripeEvent } from './operations/receive-event';
import { createYearEndingReminderHandler } from './operations/remind-year-ending';
import { startCheckout } from './operations/start-checkout';
import type { PaymentGateway } from './payment-gateway';
import type { BillingContext, BillingSettings } from './premium-rules';

export type BillingDeps = {
  gateway: PaymentGateway | null;
  settings: BillingSettings;
  onPremiumChanged: BillingContext['onPremiumChanged'];
  applicationsSince: BillingContext['applicationsSince'];
  /**
   * Told once per payment when it is first recorded as paid, in the recording transaction (the invoicing
   * part enqueues Tendero's VAT invoice here); nothing when absent.
   */
  onPaymentPaid?: BillingContext['onPaymentPaid'];
};

/**
 * Billing: Premium for a company, bought by its manager through Stripe Checkout, kept in step with Stripe
 * by webhook events applied by jobs, or granted by an admin by hand. Each operation is one file in
 * operations/; this face binds them to the context.
 */
export function createBilling(domain: DomainContext, deps: BillingDeps) {
  const ctx: BillingContext = {
    ...domain,
    gateway: deps.gateway,
    billing: deps.settings,
    onPremiumChanged: deps.onPremiumChanged,
    applicationsSince: deps.applicationsSince,
    onPaymentPaid: deps.onPaymentPaid ?? (async () => {}),
  };
  return {
    subscription: bind(ctx, getSubscription),
    checkout: bind(ctx, startCheckout),
    checkStatus: bind(ctx, checkSubscriptionStatus),
    cancel: (session: Parameters<typeof changeSubscription>[1]) =>
      changeSubscription(ctx, session, { cancelAtPeriodEnd: true }),
    resume: (session: Parameters<typeof changeSubscription>[1]) =>
      changeSubscription(ctx, session, { cancelAtPeriodEnd: false }),
    switchPlan: bind(ctx, changeSubscription),
    portal: bind(ctx, openPortal),
    companyPayments: bind(ctx, listCompanyPayments),
    payments: bind(ctx, listAllPayments),
    exportPayments: bind(ctx, exportPayments),
    premiumReport: bind(ctx, premiumReport),
    grantPremium: bind(ctx, grantPremium),
    receiveEvent: bind(ctx, receiveStripeEvent),
    /** Job handlers, for the worker of the process. */
    applyEventHandler: createApplyEventHandler(ctx),
    refreshPremiumHandler: createRefreshPremiumHandler(ctx),
    yearEndingReminderHandler: createYearEndingReminderHandler(ctx),
  };
}
export type Billing = ReturnType<typeof createBilling>;
