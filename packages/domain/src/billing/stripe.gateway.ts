import { type PaymentMethod, type PremiumCurrency, type PremiumPlan, polishVatRatePercent } from '@tendero/contracts';
import Stripe from 'stripe';
import {
  type CheckoutRequest,
  GatewayError,
  type GatewayInvoice,
  type GatewayOneTimePayment,
  type GatewaySubscription,
  type PaymentGateway,
} from './payment-gateway';

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** The euro prices (net 49 € / 499 €). */
  prices: Record<PremiumPlan, string>;
  /** The net złoty prices (STRIPE_PRICE_MONTHLY_PLN / _YEARLY_PLN); absent: everyone buys in euro. */
  plnPrices?: Record<PremiumPlan, string>;
  /** Another API origin (a local stand-in in tests); Stripe's own when absent. */
  apiUrl?: string;
};

/** Stripe signs each event; a signature older than this (seconds) is refused (replays). */
export const webhookToleranceSeconds = 300;

/** The metadata that marks Tendero's own Polish VAT rate on Stripe (made once, then found and reused). */
const taxRateMark = 'pl-vat-23-exclusive';
const paymentMethods: readonly PaymentMethod[] = ['card', 'blik', 'p24'];

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
  const priceTable: { id: string; plan: PremiumPlan; currency: PremiumCurrency }[] = [
    { id: settings.prices.monthly, plan: 'monthly', currency: 'eur' },
    { id: settings.prices.yearly, plan: 'yearly', currency: 'eur' },
    ...(settings.plnPrices
      ? [
          { id: settings.plnPrices.monthly, plan: 'monthly' as const, currency: 'pln' as const },
          { id: settings.plnPrices.yearly, plan: 'yearly' as const, currency: 'pln' as const },
        ]
      : []),
  ];
  const priceOf = (priceId: string | null | undefined) => priceTable.find((price) => price.id === priceId) ?? null;
  const planOf = (priceId: string | null | undefined): PremiumPlan | null => priceOf(priceId)?.plan ?? null;
  const priceIdOf = (plan: PremiumPlan, currency: PremiumCurrency): string => {
    const id = currency === 'pln' ? settings.plnPrices?.[plan] : settings.prices[plan];
    if (!id) throw new Error(`No ${currency} price for the ${plan} plan`);
    return id;
  };

  /**
   * Tendero's Polish VAT on Stripe: one TaxRate (23 %, exclusive), found by its mark or made once (an
   * idempotency key covers two processes making it at once), then reused for every checkout.
   */
  let taxRate: Promise<string> | null = null;
  const polishVatRate = (): Promise<string> => {
    taxRate ??= (async () => {
      const existing = await stripe.taxRates.list({ active: true, limit: 100 });
      const found = existing.data.find(
        (rate) => rate.metadata?.tendero === taxRateMark && rate.percentage === polishVatRatePercent && !rate.inclusive,
      );
      if (found) return found.id;
      const made = await stripe.taxRates.create(
        {
          display_name: 'VAT',
          description: 'Polish VAT 23 % (Tendero Premium)',
          percentage: polishVatRatePercent,
          inclusive: false,
          country: 'PL',
          jurisdiction: 'PL',
          tax_type: 'vat',
          metadata: { tendero: taxRateMark },
        },
        { idempotencyKey: `tendero-tax-rate-${taxRateMark}` },
      );
      return made.id;
    })().catch((error: unknown) => {
      taxRate = null;
      throw error;
    });
    return taxRate;
  };

  const checkoutParams = async (input: CheckoutRequest): Promise<Stripe.Checkout.SessionCreateParams> => {
    const taxRates = input.polishVat ? [await polishVatRate()] : undefined;
    const common = {
      customer: input.customerId,
      client_reference_id: input.companyId,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      locale: input.locale,
    } as const;
    if (input.mode === 'one_time') {
      // A year paid at once: a one-off line at the net złoty price of the year, VAT on top; BLIK and
      // Przelewy24 take one-off payments only (never a subscription).
      return {
        ...common,
        mode: 'payment',
        allowed_payment_method_types: [...paymentMethods],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currency,
              unit_amount: input.netCents,
              product_data: { name: input.locale === 'pl' ? 'Tendero Premium: rok' : 'Tendero Premium: one year' },
            },
            ...(taxRates ? { tax_rates: taxRates } : {}),
          },
        ],
        metadata: { companyId: input.companyId, plan: input.plan, kind: 'one_time' },
        payment_intent_data: { metadata: { companyId: input.companyId, plan: input.plan, kind: 'one_time' } },
      };
    }
    return {
      ...common,
      mode: 'subscription',
      // A subscription renews from a card: the only way offered for it.
      allowed_payment_method_types: ['card'],
      line_items: [
        { price: priceIdOf(input.plan, input.currency), quantity: 1, ...(taxRates ? { tax_rates: taxRates } : {}) },
      ],
      metadata: { companyId: input.companyId },
      subscription_data: { metadata: { companyId: input.companyId } },
    };
  };

  const methodOf = (charge: Stripe.Charge | string | null | undefined): PaymentMethod | null => {
    const type = typeof charge === 'object' && charge ? charge.payment_method_details?.type : null;
    return paymentMethods.find((method) => method === type) ?? null;
  };

  /** A Checkout session of a one-time payment, with its payment intent's charge (how it was paid, when). */
  const oneTimeOut = async (session: Stripe.Checkout.Session): Promise<GatewayOneTimePayment | null> => {
    if (session.mode !== 'payment') return null;
    const intentId = idOf(session.payment_intent);
    const intent = intentId ? await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] }) : null;
    const charge = intent && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    const gross = session.amount_total ?? 0;
    const vat = session.total_details?.amount_tax ?? 0;
    return {
      sessionId: session.id,
      paymentIntentId: intentId,
      customerId: idOf(session.customer),
      companyId: session.metadata?.companyId ?? session.client_reference_id ?? null,
      paid: session.payment_status === 'paid',
      amountCents: gross,
      netCents: session.amount_subtotal ?? gross - vat,
      vatCents: vat,
      currency: session.currency ?? 'pln',
      method: methodOf(charge),
      paidAt: seconds(charge?.created) ?? new Date(session.created * 1000),
      receiptUrl: charge?.receipt_url ?? null,
    };
  };

  const subscriptionOut = (sub: Stripe.Subscription): GatewaySubscription => {
    const item = sub.items.data[0];
    return {
      id: sub.id,
      customerId: idOf(sub.customer) ?? '',
      status: sub.status,
      plan: planOf(item?.price.id),
      currency: priceOf(item?.price.id)?.currency ?? null,
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
    const vatCents = (invoice.total_taxes ?? []).reduce((sum, tax) => sum + tax.amount, 0);
    const grossCents = invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due;
    return {
      id: invoice.id ?? '',
      customerId: idOf(invoice.customer) ?? '',
      subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
      status: invoice.status === 'paid' ? 'paid' : failed ? 'failed' : 'open',
      amountCents: grossCents,
      netCents: invoice.total_excluding_tax ?? invoice.total - vatCents,
      vatCents,
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
    createCheckout: (input) =>
      call(async () => {
        const session = await stripe.checkout.sessions.create(await checkoutParams(input));
        if (!session.url) throw new Error('Checkout session without a URL');
        return session.url;
      }),
    sellsInZloty: Boolean(settings.plnPrices),
    oneTimePayment: (sessionId) => maybe(async () => oneTimeOut(await stripe.checkout.sessions.retrieve(sessionId))),
    oneTimePaymentOfIntent: (paymentIntentId) =>
      call(async () => {
        const list = await stripe.checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1 });
        const session = list.data[0];
        return session ? oneTimeOut(session) : null;
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
                  items: [{ id: change.itemId, price: priceIdOf(change.plan, change.currency) }],
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
        checkoutSessionId: kind === 'checkout.session' ? object.id : null,
        paymentIntentId: kind === 'payment_intent' ? object.id : null,
        companyId: metadata.companyId ?? (object.client_reference_id as string | null | undefined) ?? null,
        payload: event,
      };
    },
  };
}
