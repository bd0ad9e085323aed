import type { PaymentMethod, PremiumCurrency, PremiumPlan } from '@tendero/contracts';

/** A subscription as the payment provider tells it (Stripe's, reduced to what Premium needs). */
export type GatewaySubscription = {
  id: string;
  customerId: string;
  /** Stripe's status (active, trialing, past_due, unpaid, canceled, incomplete, incomplete_expired, paused). */
  status: string;
  plan: PremiumPlan | null;
  /** The currency of its price (euro or złoty), null when the price is none of Tendero's. */
  currency: PremiumCurrency | null;
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
  /** The gross charged (or due), and its net and VAT as the invoice's totals say. */
  amountCents: number;
  netCents: number;
  vatCents: number;
  currency: string;
  createdAt: Date;
  invoiceUrl: string | null;
  receiptUrl: string | null;
  /** A renewal (subscription_cycle) rather than the first payment: a failure starts the grace period. */
  renewal: boolean;
  plan: PremiumPlan | null;
};

/**
 * A year of Premium paid at once through Stripe Checkout (`mode: 'payment'`): the session as Stripe has it
 * now, with its totals and how it was paid.
 */
export type GatewayOneTimePayment = {
  sessionId: string;
  paymentIntentId: string | null;
  customerId: string | null;
  companyId: string | null;
  paid: boolean;
  /** Gross, net and VAT in minor units of `currency` (lower case), as the session's totals say. */
  amountCents: number;
  netCents: number;
  vatCents: number;
  currency: string;
  method: PaymentMethod | null;
  /** When the payment went through (the charge), or when the session was made when unknown. */
  paidAt: Date;
  receiptUrl: string | null;
};

/** What a checkout sells: a subscription (card), or the yearly plan paid once (BLIK, Przelewy24, card). */
export type CheckoutRequest = {
  customerId: string;
  plan: PremiumPlan;
  companyId: string;
  successUrl: string;
  cancelUrl: string;
  locale: 'en' | 'pl';
  currency: PremiumCurrency;
  /** Polish VAT (23 %, exclusive) is added to the net price; false: the gross is the net. */
  polishVat: boolean;
  mode: 'subscription' | 'one_time';
  /** The net price of a one-time payment (a subscription's is its Stripe price's). */
  netCents: number;
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
  /** A Checkout session's event (its id), and a payment intent's (its id): one-time payments. */
  checkoutSessionId: string | null;
  paymentIntentId: string | null;
  payload: unknown;
};

/**
 * The port to the payment provider. The Stripe adapter (stripe.gateway.ts) implements it with the Stripe
 * SDK; tests point that SDK at a local stand-in of Stripe's API.
 */
export type PaymentGateway = {
  createCustomer(input: { companyId: string; name: string; email: string | null }): Promise<string>;
  createCheckout(input: CheckoutRequest): Promise<string>;
  /** Whether this gateway has the złoty prices (STRIPE_PRICE_*_PLN). */
  sellsInZloty: boolean;
  /** A one-time Checkout payment by its session id; null when there is none or it is a subscription's. */
  oneTimePayment(sessionId: string): Promise<GatewayOneTimePayment | null>;
  /** The one-time Checkout payment of a payment intent; null when the intent is not one (an invoice's). */
  oneTimePaymentOfIntent(paymentIntentId: string): Promise<GatewayOneTimePayment | null>;
  subscription(id: string): Promise<GatewaySubscription | null>;
  /** The newest subscription of a customer (when an event names only the customer). */
  customerSubscription(customerId: string): Promise<GatewaySubscription | null>;
  invoice(id: string): Promise<GatewayInvoice | null>;
  /** A charge's refund state and what it paid (null when Stripe does not know the charge). */
  refund(chargeId: string): Promise<GatewayRefund | null>;
  updateSubscription(
    id: string,
    change: { cancelAtPeriodEnd: boolean } | { plan: PremiumPlan; itemId: string; currency: PremiumCurrency },
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
