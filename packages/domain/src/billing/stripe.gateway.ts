import type { PremiumPlan } from '@tendero/contracts';
import Stripe from 'stripe';
import { GatewayError, type GatewayInvoice, type GatewaySubscription, type PaymentGateway } from './payment-gateway';

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  prices: Record<PremiumPlan, string>;
  /** Another API origin (a local stand-in in tests); Stripe's own when absent. */
  apiUrl?: string;
};

/** Stripe signs each event; a signature older than this (seconds) is refused (replays). */
export const webhookToleranceSeconds = 300;

const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

function clientOptions(settings: StripeSettings): ConstructorParameters<typeof Stripe>[1] {
  const base = { maxNetworkRetries: 1, timeout: 15_000, telemetry: false } as const;
  if (!settings.apiUrl) return base;
  const url = new URL(settings.apiUrl);
  return {
    ...base,
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

/** The payment gateway through the Stripe SDK: real API calls, to Stripe or to the stand-in `apiUrl`. */
export function createStripeGateway(settings: StripeSettings): PaymentGateway {
  const stripe = new Stripe(settings.secretKey, clientOptions(settings));
  const planOf = (priceId: string | null | undefined): PremiumPlan | null =>
    priceId === settings.prices.monthly ? 'monthly' : priceId === settings.prices.yearly ? 'yearly' : null;

  const subscriptionOut = (sub: Stripe.Subscription): GatewaySubscription => {
    const item = sub.items.data[0];
    return {
      id: sub.id,
      customerId: idOf(sub.customer) ?? '',
      status: sub.status,
      plan: planOf(item?.price.id),
      itemId: item?.id ?? null,
      currentPeriodEnd: seconds(item?.current_period_end),
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      startedAt: seconds(sub.start_date),
      endedAt: seconds(sub.ended_at),
      companyId: sub.metadata?.companyId ?? null,
    };
  };

  const invoiceOut = (invoice: Stripe.Invoice): GatewayInvoice => {
    const line = invoice.lines?.data[0];
    const failed = invoice.status === 'uncollectible' || (invoice.status === 'open' && invoice.attempted);
    return {
      id: invoice.id ?? '',
      customerId: idOf(invoice.customer) ?? '',
      subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
      status: invoice.status === 'paid' ? 'paid' : failed ? 'failed' : 'open',
      amountCents: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
      currency: invoice.currency,
      createdAt: new Date(invoice.created * 1000),
      invoiceUrl: invoice.hosted_invoice_url ?? null,
      receiptUrl: invoice.invoice_pdf ?? null,
      renewal: invoice.billing_reason === 'subscription_cycle',
      plan: planOf(idOf(line?.pricing?.price_details?.price)),
    };
  };

  /** Every SDK failure becomes a GatewayError; a missing object is null where the caller asks for one. */
  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw new GatewayError(error instanceof Error ? error.message : String(error));
    }
  }
  async function maybe<T>(work: () => Promise<T>): Promise<T | null> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw new GatewayError(error instanceof Error ? error.message : String(error));
    }
  }

  return {
    createCustomer: ({ companyId, name, email }) =>
      call(async () => {
        const customer = await stripe.customers.create(
          { name, ...(email ? { email } : {}), metadata: { companyId } },
          { idempotencyKey: `tendero-customer-${companyId}` },
        );
        return customer.id;
      }),
    createCheckout: ({ customerId, plan, companyId, successUrl, cancelUrl, locale }) =>
      call(async () => {
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: customerId,
          client_reference_id: companyId,
          line_items: [{ price: settings.prices[plan], quantity: 1 }],
          success_url: successUrl,
          cancel_url: cancelUrl,
          locale,
          metadata: { companyId },
          subscription_data: { metadata: { companyId } },
        });
        if (!session.url) throw new Error('Checkout session without a URL');
        return session.url;
      }),
    subscription: (id) => maybe(async () => subscriptionOut(await stripe.subscriptions.retrieve(id))),
    customerSubscription: (customerId) =>
      call(async () => {
        const list = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 1 });
        const first = list.data[0];
        return first ? subscriptionOut(first) : null;
      }),
    invoice: (id) => maybe(async () => invoiceOut(await stripe.invoices.retrieve(id))),
    refund: (chargeId) =>
      maybe(async () => {
        const charge = await stripe.charges.retrieve(chargeId);
        const paymentIntent = idOf(charge.payment_intent);
        // What the charge paid: a subscription's invoice (through its invoice payment), or a Checkout session.
        const paid = paymentIntent
          ? await stripe.invoicePayments.list({
              payment: { type: 'payment_intent', payment_intent: paymentIntent },
              limit: 1,
            })
          : null;
        const invoiceId = idOf(paid?.data[0]?.invoice);
        const session =
          paymentIntent && !invoiceId
            ? (await stripe.checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 })).data[0]
            : undefined;
        return {
          chargeId: charge.id,
          invoiceId,
          checkoutSessionId: session?.id ?? null,
          amountRefundedCents: charge.amount_refunded,
          currency: charge.currency,
        };
      }),
    updateSubscription: (id, change) =>
      call(async () =>
        subscriptionOut(
          await stripe.subscriptions.update(
            id,
            'cancelAtPeriodEnd' in change
              ? { cancel_at_period_end: change.cancelAtPeriodEnd }
              : {
                  items: [{ id: change.itemId, price: settings.prices[change.plan] }],
                  proration_behavior: 'create_prorations',
                },
          ),
        ),
      ),
    portal: ({ customerId, returnUrl, locale }) =>
      call(async () => {
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
          locale,
        });
        return session.url;
      }),
    verifyEvent(rawBody, signature, now) {
      const event = stripe.webhooks.constructEvent(
        rawBody,
        signature,
        settings.webhookSecret,
        webhookToleranceSeconds,
        undefined,
        now.getTime(),
      );
      const object = event.data.object as unknown as Record<string, unknown> & { id: string; object: string };
      const metadata = (object.metadata ?? {}) as Record<string, string>;
      const parent = object.parent as { subscription_details?: { subscription?: string | { id: string } } } | null;
      const kind = object.object;
      return {
        id: event.id,
        type: event.type,
        created: new Date(event.created * 1000),
        objectId: object.id,
        customerId: idOf(object.customer as string | { id: string } | null),
        subscriptionId:
          kind === 'subscription'
            ? object.id
            : kind === 'invoice'
              ? idOf(parent?.subscription_details?.subscription)
              : idOf(object.subscription as string | { id: string } | null),
        invoiceId: kind === 'invoice' ? object.id : null,
        companyId: metadata.companyId ?? (object.client_reference_id as string | null | undefined) ?? null,
        payload: event,
      };
    },
  };
}
