import { type PremiumPlan, planPrices, type SubscriptionStatus } from '@tendero/contracts';
import type { Db } from '@tendero/db';
import type { Session } from '../accounts/index';
import { AppError } from '../shared/app-error';
import type { DomainContext } from '../shared/context';
import type { PaymentGateway } from './payment-gateway';
import type { SubscriptionRow } from './subscriptions.repository';

export type BillingSettings = {
  /** Offers a free company may send a month (Premium: unlimited). */
  freeApplicationsPerMonth: number;
  /** Days Premium stays on after a failed renewal while the payment is retried. */
  graceDays: number;
  /**
   * The net złoty prices in grosze (PREMIUM_NET_PLN_MONTHLY / _YEARLY: what the Stripe złoty prices hold),
   * shown to Polish buyers and charged for a year paid at once.
   */
  netPln: Record<PremiumPlan, number>;
};

/** A payment recorded as paid for the first time (a Stripe invoice, or a year paid at once). */
export type PaidPayment = { paymentId: string; companyId: string };

export type BillingContext = DomainContext & {
  /** The payment provider; null when this server has no Stripe settings (payments not configured). */
  gateway: PaymentGateway | null;
  billing: BillingSettings;
  /** Called when a company's Premium flag changed (search ranks and labels it). */
  onPremiumChanged: (db: Db, companyId: string, at: Date) => Promise<void>;
  /** Offers the company sent since the start of this month (the free limit's count). */
  applicationsSince: (companyId: string, since: Date) => Promise<number>;
  /**
   * Called once per payment when it is first recorded as paid, in the transaction that records it (the
   * invoicing part enqueues Tendero's own VAT invoice here).
   */
  onPaymentPaid: (db: Db, payment: PaidPayment) => Promise<void>;
};

/**
 * What each subscription state means for Premium: on, off, or on until the grace period of a failed
 * renewal ends. A table, so the rule is read and tested in one place.
 */
export const premiumByStatus: Record<Exclude<SubscriptionStatus, 'none'>, 'on' | 'off' | 'grace'> = {
  incomplete: 'off',
  trialing: 'on',
  active: 'on',
  past_due: 'grace',
  unpaid: 'grace',
  canceled: 'off',
};

/**
 * Whether a row gives Premium at `now`. A year paid at once (`source: 'one_time'`) gives it until the end
 * of the year paid, and never after, whatever its status says.
 */
export type PremiumState = Pick<SubscriptionRow, 'status' | 'graceUntil'> &
  Partial<Pick<SubscriptionRow, 'source' | 'currentPeriodEnd'>>;

export function hasPremiumAt(row: PremiumState | null, now: Date): boolean {
  if (!row) return false;
  if (row.source === 'one_time') {
    return (
      row.status === 'active' &&
      row.currentPeriodEnd !== null &&
      row.currentPeriodEnd !== undefined &&
      row.currentPeriodEnd > now
    );
  }
  const rule = premiumByStatus[row.status];
  return rule === 'on' || (rule === 'grace' && row.graceUntil !== null && row.graceUntil > now);
}

/** Stripe's states reduced to ours: an expired first payment is incomplete, a paused one cancelled. */
export function statusFromGateway(status: string): Exclude<SubscriptionStatus, 'none'> {
  if (status === 'incomplete_expired' || status === 'incomplete') return 'incomplete';
  if (status === 'paused') return 'canceled';
  return status in premiumByStatus ? (status as Exclude<SubscriptionStatus, 'none'>) : 'incomplete';
}

/** Monthly recurring revenue of one plan in cents (a yearly plan counts a twelfth a month). */
export function monthlyCents(plan: PremiumPlan): number {
  return plan === 'monthly' ? planPrices.monthly.amountCents : Math.round(planPrices.yearly.amountCents / 12);
}

/** Only the company's manager buys and manages Premium; answers the company. */
export function managerCompany(session: Session): string {
  if (session.role !== 'MANAGER' || !session.companyId) {
    throw new AppError('FORBIDDEN', { reason: 'MANAGER_ONLY', messageKey: 'billing.errors.managerOnly' });
  }
  return session.companyId;
}

export function requireGateway(ctx: BillingContext): PaymentGateway {
  if (!ctx.gateway) {
    throw new AppError('NOT_AVAILABLE', {
      reason: 'PAYMENTS_NOT_CONFIGURED',
      messageKey: 'billing.errors.notConfigured',
    });
  }
  return ctx.gateway;
}
