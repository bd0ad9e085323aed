import type { PremiumPlan } from '@tendero/contracts';

/** A subscription as the payment provider tells it (Stripe's, reduced to what Premium needs). */
export type GatewaySubscription = {
  id: string;
  customerId: string;
  /** Stripe's status (active, trialing, past_due, unpaid, canceled, incomplete, incomplete_expired, paused). */
  status: string;
  plan: PremiumPlan | null;
  itemId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  startedAt: Date | null;
  endedAt: Date | null;
  /** The company the checkout was for (subscription metadata). */
  companyId: string | null;
};

export type GatewayInvoice = {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  status: 'paid' | 'open' | 'failed';
  amountCents: number;
  currency: string;
  createdAt: Date;
  invoiceUrl: string | null;
  receiptUrl: string | null;
  /** A renewal (subscription_cycle) rather than the first payment: a failure starts the grace period. */
  renewal: boolean;
  plan: PremiumPlan | null;
};

/** A refunded charge (Stripe's `charge.refunded`): what it paid, and how much of it went back in all. */
export type GatewayRefund = {
  chargeId: string;
  /** The Stripe invoice the charge paid, or the Checkout session of a one-time payment. */
  invoiceId: string | null;
  checkoutSessionId: string | null;
  amountRefundedCents: number;
  currency: string;
};

/** An event whose signature was checked: only its id, type and the ids it points at are trusted. */
export type GatewayEvent = {
  id: string;
  type: string;
  created: Date;
  objectId: string;
  customerId: string | null;
  subscriptionId: string | null;
  invoiceId: string | null;
  companyId: string | null;
  payload: unknown;
};

/**
 * The port to the payment provider. The Stripe adapter (stripe.gateway.ts) implements it with the Stripe
 * SDK; tests point that SDK at a local stand-in of Stripe's API.
 */
export type PaymentGateway = {
  createCustomer(input: { companyId: string; name: string; email: string | null }): Promise<string>;
  createCheckout(input: {
    customerId: string;
    plan: PremiumPlan;
    companyId: string;
    successUrl: string;
    cancelUrl: string;
    locale: 'en' | 'pl';
  }): Promise<string>;
  subscription(id: string): Promise<GatewaySubscription | null>;
  /** The newest subscription of a customer (when an event names only the customer). */
  customerSubscription(customerId: string): Promise<GatewaySubscription | null>;
  invoice(id: string): Promise<GatewayInvoice | null>;
  /** A charge's refund state and what it paid (null when Stripe does not know the charge). */
  refund(chargeId: string): Promise<GatewayRefund | null>;
  updateSubscription(
    id: string,
    change: { cancelAtPeriodEnd: boolean } | { plan: PremiumPlan; itemId: string },
  ): Promise<GatewaySubscription>;
  portal(input: { customerId: string; returnUrl: string; locale: 'en' | 'pl' }): Promise<string>;
  /** Checks the signature over the raw body (tolerance 300 s at `now`); throws when it does not hold. */
  verifyEvent(rawBody: Buffer, signature: string, now: Date): GatewayEvent;
};

/** A refusal or failure of the provider (network, 4xx, 5xx): the operation answers PAYMENT_PROVIDER_ERROR. */
export class GatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayError';
  }
}
