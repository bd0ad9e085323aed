import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Stripe from 'stripe';

/**
 * A local stand-in for the parts of Stripe's API that Tendero calls, so tests (and the e2e journey) use the
 * real Stripe SDK against a loopback host: customers, tax rates, Checkout sessions (subscriptions, and
 * one-time payments by card, BLIK or Przelewy24) with a checkout page to pay on, subscriptions, invoices,
 * payment intents and their charges, the customer portal, and events signed with the SDK's own test-header
 * helper. As Stripe does, it charges the price plus the exclusive tax rates on the line (the gross) and
 * reports the totals on the invoice and the session. Test controls make a renewal fail, end a subscription,
 * and hand out the events sent so far and the amounts charged (`charged`).
 */
type Plan = 'monthly' | 'yearly';
type Obj = Record<string, unknown> & { id: string };
export type SignedEvent = { id: string; type: string; payload: string; header: string };
export type Deliver = (event: SignedEvent) => Promise<void>;
/** One amount the stand-in took from a buyer: what Stripe would have charged the card, BLIK or bank. */
export type Charged = {
  customer: string;
  /** The invoice (subscriptions) or the Checkout session (one-time payments) paid. */
  reference: string;
  currency: string;
  netCents: number;
  taxCents: number;
  grossCents: number;
  method: 'card' | 'blik' | 'p24';
};
type OneTimeMethod = Charged['method'];
type Session = Obj & {
  success_url: string;
  cancel_url: string;
  price: string;
  customer: string;
  tax_rate_ids: string[];
};

const day = 86_400;
const sdk = new Stripe('sk_test_stand_in');
/** The net prices of the plans in minor units: euro as SPEC §9, złoty as the settings' defaults. */
const euroAmounts: Record<Plan, number> = { monthly: 4900, yearly: 49900 };
const zlotyAmounts: Record<Plan, number> = { monthly: 20900, yearly: 212900 };
/** A BLIK code the stand-in's bank refuses (any other six digits pay). */
export const refusedBlikCode = '000000';

export class StripeStandIn {
  readonly customers = new Map<string, Obj>();
  readonly sessions = new Map<string, Session>();
  readonly subscriptions = new Map<string, Obj>();
  readonly invoices = new Map<string, Obj>();
  readonly taxRates = new Map<string, Obj & { percentage: number; inclusive: boolean }>();
  readonly paymentIntents = new Map<string, Obj>();
  readonly charges = new Map<string, Obj>();
  /** Every amount taken, in order (the tests compare them with the net and VAT Tendero shows). */
  readonly charged: Charged[] = [];
  /** Which invoice each one's payment intent paid (invoice payments). */
  readonly invoicePayments: { invoice: string; paymentIntent: string }[] = [];
  readonly sent: SignedEvent[] = [];
  /** Seconds since the epoch on Stripe's side (tests move it). */
  now = () => Math.floor(Date.now() / 1000);
  /** While set, events are kept in `held` instead of being delivered (a test delivers them in its own order). */
  holding = false;
  readonly held: SignedEvent[] = [];
  /** The next API call is refused with a 400 (Stripe refusing a request). */
  refuseNext = false;
  private readonly idempotent = new Map<string, Obj>();
  private server: Server | null = null;
  private counter = 0;
  base = '';

  constructor(
    private readonly options: {
      webhookSecret: string;
      /** The euro prices (49 € / 499 € net). */
      prices: Record<Plan, string>;
      /** The złoty prices, and the net amounts they hold (grosze; the settings' defaults when absent). */
      plnPrices?: Record<Plan, string>;
      plnAmounts?: Record<Plan, number>;
      deliver: Deliver;
    },
  ) {}

  /** A price of the catalogue: its plan, currency and net amount; null for an unknown id. */
  private priceOf(id: string): { plan: Plan; currency: string; amount: number } | null {
    for (const plan of ['monthly', 'yearly'] as const) {
      if (id === this.options.prices[plan]) return { plan, currency: 'eur', amount: euroAmounts[plan] };
      if (id === this.options.plnPrices?.[plan]) {
        return { plan, currency: 'pln', amount: (this.options.plnAmounts ?? zlotyAmounts)[plan] };
      }
    }
    return null;
  }

  /** The exclusive taxes on a net amount, as Stripe adds them (each rounded to the minor unit). */
  private taxesOn(net: number, rateIds: string[]): { rate: string; amount: number }[] {
    return rateIds.flatMap((rate) => {
      const taxRate = this.taxRates.get(rate);
      return taxRate && !taxRate.inclusive ? [{ rate, amount: Math.round((net * taxRate.percentage) / 100) }] : [];
    });
  }

  private id(prefix: string): string {
    this.counter++;
    return `${prefix}_${this.counter}${randomBytes(4).toString('hex')}`;
  }

  private planOf(price: string): Plan {
    return this.priceOf(price)?.plan ?? 'monthly';
  }

  async listen(port = 0): Promise<string> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: String(error) } }));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    const address = this.server.address();
    this.base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
    return this.base;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Signs an event as Stripe would (at `timestamp`, seconds) and hands it to the app. */
  async emit(type: string, object: Obj, timestamp = this.now()): Promise<SignedEvent> {
    const event = { id: this.id('evt'), object: 'event', type, created: timestamp, data: { object } };
    const payload = JSON.stringify(event);
    const header = sdk.webhooks.generateTestHeaderString({ payload, secret: this.options.webhookSecret, timestamp });
    const signed = { id: event.id, type, payload, header };
    this.sent.push(signed);
    if (this.holding) this.held.push(signed);
    else await this.options.deliver(signed);
    return signed;
  }

  /** The checkout page was paid: a subscription and its first invoice, and the three events Stripe sends. */
  async pay(sessionId: string): Promise<string> {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error('no such checkout session');
    if (session.mode === 'payment') return this.payOnce(sessionId, 'card');
    const plan = this.planOf(session.price);
    const start = this.now();
    const end = start + (plan === 'monthly' ? 30 : 365) * day;
    const metadata = (session.subscription_metadata as Record<string, string>) ?? {};
    const sub: Obj = {
      id: this.id('sub'),
      object: 'subscription',
      customer: session.customer,
      status: 'active',
      cancel_at_period_end: false,
      start_date: start,
      ended_at: null,
      metadata,
      items: {
        object: 'list',
        data: [
          {
            id: this.id('si'),
            object: 'subscription_item',
            price: { id: session.price, object: 'price' },
            current_period_start: start,
            current_period_end: end,
            tax_rates: session.tax_rate_ids.map((id) => this.taxRates.get(id)),
          },
        ],
      },
    };
    this.subscriptions.set(sub.id, sub);
    const invoice = this.invoice(sub, 'paid', 'subscription_create');
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id });
    await this.emit('checkout.session.completed', session);
    await this.emit('customer.subscription.created', sub);
    await this.emit('invoice.paid', invoice);
    return session.success_url.replace('{CHECKOUT_SESSION_ID}', sessionId);
  }

  /**
   * A year (or any one-off line) paid at once on the checkout page: a payment intent and its charge by the
   * chosen method, the session complete and paid, and the events Stripe sends for it.
   */
  async payOnce(sessionId: string, method: OneTimeMethod): Promise<string> {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error('no such checkout session');
    const allowed = session.payment_method_types as string[];
    if (!allowed.includes(method)) throw new Error(`${method} is not offered by this checkout`);
    const now = this.now();
    const intentId = this.id('pi');
    const charge: Obj = {
      id: this.id('ch'),
      object: 'charge',
      amount: session.amount_total,
      currency: session.currency,
      created: now,
      paid: true,
      status: 'succeeded',
      customer: session.customer,
      payment_intent: intentId,
      payment_method_details: { type: method, [method]: {} },
      receipt_url: `${this.base}/receipts/${intentId}`,
    };
    this.charges.set(charge.id, charge);
    const intent: Obj = {
      id: intentId,
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: session.amount_total,
      currency: session.currency,
      customer: session.customer,
      status: 'succeeded',
      created: now,
      payment_method_types: [method],
      latest_charge: charge.id,
      metadata: session.payment_intent_metadata ?? {},
    };
    this.paymentIntents.set(intentId, intent);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intentId });
    const totals = session.total_details as { amount_tax: number };
    this.charged.push({
      customer: session.customer,
      reference: session.id,
      currency: String(session.currency),
      netCents: Number(session.amount_subtotal),
      taxCents: totals.amount_tax,
      grossCents: Number(session.amount_total),
      method,
    });
    await this.emit('checkout.session.completed', session);
    await this.emit('payment_intent.succeeded', intent);
    return session.success_url.replace('{CHECKOUT_SESSION_ID}', sessionId);
  }

  private invoice(sub: Obj, state: 'paid' | 'failed', reason: string): Obj {
    const item = (sub.items as { data: { price: { id: string }; tax_rates?: { id: string }[] }[] }).data[0];
    const price = item?.price.id ?? '';
    const known = this.priceOf(price);
    const net = known?.amount ?? 0;
    const taxes = this.taxesOn(
      net,
      (item?.tax_rates ?? []).map((rate) => rate.id),
    );
    const tax = taxes.reduce((sum, entry) => sum + entry.amount, 0);
    const amount = net + tax;
    const id = this.id('in');
    if (state === 'paid') {
      this.charged.push({
        customer: String(sub.customer),
        reference: id,
        currency: known?.currency ?? 'eur',
        netCents: net,
        taxCents: tax,
        grossCents: amount,
        method: 'card',
      });
    }
    const invoice: Obj = {
      id,
      object: 'invoice',
      customer: sub.customer,
      status: state === 'paid' ? 'paid' : 'open',
      attempted: true,
      subtotal: net,
      subtotal_excluding_tax: net,
      total_excluding_tax: net,
      total_taxes: taxes.map((entry) => ({
        amount: entry.amount,
        tax_behavior: 'exclusive',
        tax_rate_details: { tax_rate: entry.rate },
        taxability_reason: 'standard_rated',
        taxable_amount: net,
        type: 'tax_rate_details',
      })),
      total: amount,
      amount_due: amount,
      amount_paid: state === 'paid' ? amount : 0,
      currency: known?.currency ?? 'eur',
      created: this.now(),
      billing_reason: reason,
      hosted_invoice_url: `${this.base}/invoices/${id}`,
      invoice_pdf: `${this.base}/invoices/${id}.pdf`,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
      lines: { object: 'list', data: [{ pricing: { price_details: { price } } }] },
    };
    this.invoices.set(id, invoice);
    return invoice;
  }

  /** A renewal whose payment fails: the invoice is open and attempted, the subscription past due. */
  async failRenewal(subscriptionId: string): Promise<Obj> {
    const sub = this.subscriptions.get(subscriptionId);
    if (!sub) throw new Error('no such subscription');
    sub.status = 'past_due';
    const invoice = this.invoice(sub, 'failed', 'subscription_cycle');
    await this.emit('invoice.payment_failed', invoice);
    await this.emit('customer.subscription.updated', sub);
    return invoice;
  }

  /**
   * Refunds a paid invoice's charge, whole or `amountCents` of it (again for a further part), and sends
   * `charge.refunded` with the charge, as Stripe does: its `amount_refunded` is the refund so far in all.
   */
  async refund(invoiceId: string, amountCents?: number): Promise<Obj> {
    const invoice = this.invoices.get(invoiceId);
    if (!invoice) throw new Error('no such invoice');
    const paid = this.invoicePayments.find((entry) => entry.invoice === invoiceId);
    let charge = paid ? [...this.charges.values()].find((one) => one.payment_intent === paid.paymentIntent) : undefined;
    if (!charge) {
      const paymentIntent = this.id('pi');
      charge = {
        id: this.id('ch'),
        object: 'charge',
        amount: invoice.amount_paid,
        amount_refunded: 0,
        currency: invoice.currency,
        customer: invoice.customer,
        payment_intent: paymentIntent,
        refunded: false,
        metadata: {},
      };
      this.charges.set(charge.id, charge);
      this.invoicePayments.push({ invoice: invoiceId, paymentIntent });
    }
    const amount = Number(charge.amount);
    charge.amount_refunded = Math.min(amount, Number(charge.amount_refunded) + (amountCents ?? amount));
    charge.refunded = charge.amount_refunded === amount;
    await this.emit('charge.refunded', charge);
    return charge;
  }

  /** The subscription ends (retries exhausted, or the period of a cancelled one is over). */
  async endSubscription(subscriptionId: string): Promise<void> {
    const sub = this.subscriptions.get(subscriptionId);
    if (!sub) throw new Error('no such subscription');
    Object.assign(sub, { status: 'canceled', ended_at: this.now() });
    await this.emit('customer.subscription.deleted', sub);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.base);
    const form = new URLSearchParams(await readBody(request));
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': this.id('req') });
      response.end(JSON.stringify(body));
    };
    const missing = () => json(404, { error: { type: 'invalid_request_error', message: 'No such object' } });
    const page = (html: string, status = 200) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html);
    };
    if (url.pathname === '/healthz') return json(200, { ok: true });
    const path = url.pathname;
    const method = request.method ?? 'GET';
    if (this.refuseNext && path.startsWith('/v1/')) {
      this.refuseNext = false;
      return json(400, { error: { type: 'invalid_request_error', message: 'Refused by the stand-in' } });
    }
    const param = (pattern: RegExp) => path.match(pattern)?.[1] ?? null;

    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: this.id('cus'), object: 'customer', name: form.get('name'), email: form.get('email') };
      this.customers.set(customer.id, customer);
      return json(200, customer);
    }
    if (method === 'POST' && path === '/v1/tax_rates') {
      // The same idempotency key answers the object it made (two processes making Tendero's rate at once).
      const key = request.headers['idempotency-key'];
      const again = typeof key === 'string' ? this.idempotent.get(key) : undefined;
      if (again) return json(200, again);
      const rate = {
        id: this.id('txr'),
        object: 'tax_rate',
        active: true,
        display_name: form.get('display_name'),
        description: form.get('description'),
        percentage: Number(form.get('percentage')),
        inclusive: form.get('inclusive') === 'true',
        country: form.get('country'),
        jurisdiction: form.get('jurisdiction'),
        tax_type: form.get('tax_type'),
        metadata: metadataOf(form, 'metadata'),
        created: this.now(),
      };
      this.taxRates.set(rate.id, rate);
      if (typeof key === 'string') this.idempotent.set(key, rate);
      return json(200, rate);
    }
    if (method === 'GET' && path === '/v1/tax_rates') {
      const data = [...this.taxRates.values()].filter((rate) => rate.active !== false);
      return json(200, { object: 'list', data, has_more: false, url: '/v1/tax_rates' });
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = this.id('cs');
      const mode = form.get('mode');
      const priceId = form.get('line_items[0][price]') ?? '';
      const known = this.priceOf(priceId);
      const oneOff =
        mode === 'payment' && form.get('line_items[0][price_data][unit_amount]')
          ? {
              currency: form.get('line_items[0][price_data][currency]') ?? '',
              amount: Number(form.get('line_items[0][price_data][unit_amount]')),
            }
          : null;
      if (mode === 'subscription' && !known) {
        return json(400, { error: { type: 'invalid_request_error', message: 'No such price' } });
      }
      if (mode === 'payment' && !oneOff) {
        return json(400, { error: { type: 'invalid_request_error', message: 'A one-time line needs price_data' } });
      }
      const taxRateIds = listOf(form, 'line_items[0][tax_rates]');
      if (taxRateIds.some((rate) => !this.taxRates.has(rate))) {
        return json(400, { error: { type: 'invalid_request_error', message: 'No such tax rate' } });
      }
      const currency = known?.currency ?? oneOff?.currency ?? 'eur';
      const methods = listOf(form, 'allowed_payment_method_types');
      const offered = methods.length > 0 ? methods : ['card'];
      // As Stripe: BLIK takes złoty only, and neither BLIK nor Przelewy24 pays a subscription.
      if (offered.includes('blik') && currency !== 'pln') {
        return json(400, { error: { type: 'invalid_request_error', message: 'blik supports pln only' } });
      }
      if (mode === 'subscription' && offered.some((type) => type !== 'card')) {
        return json(400, { error: { type: 'invalid_request_error', message: 'Only card pays a subscription here' } });
      }
      const net = known?.amount ?? oneOff?.amount ?? 0;
      const tax = this.taxesOn(net, taxRateIds).reduce((sum, entry) => sum + entry.amount, 0);
      const session: Session = {
        id,
        object: 'checkout.session',
        mode,
        customer: form.get('customer') ?? '',
        client_reference_id: form.get('client_reference_id'),
        locale: form.get('locale'),
        currency,
        amount_subtotal: net,
        amount_total: net + tax,
        total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: tax },
        payment_method_types: offered,
        payment_status: 'unpaid',
        payment_intent: null,
        price: priceId,
        plan: known?.plan ?? form.get('metadata[plan]'),
        product_name: form.get('line_items[0][price_data][product_data][name]'),
        tax_rate_ids: taxRateIds,
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        metadata: metadataOf(form, 'metadata'),
        subscription_metadata: { companyId: form.get('subscription_data[metadata][companyId]') },
        payment_intent_metadata: metadataOf(form, 'payment_intent_data[metadata]'),
        subscription: null,
        status: 'open',
        created: this.now(),
        url: `${this.base}/checkout/${id}`,
      };
      this.sessions.set(id, session);
      return json(200, session);
    }
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      const intent = url.searchParams.get('payment_intent');
      const data = [...this.sessions.values()].filter((session) => !intent || session.payment_intent === intent);
      return json(200, { object: 'list', data: data.slice(0, 1), has_more: data.length > 1 });
    }
    const sessionId = param(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (method === 'GET' && sessionId) {
      const session = this.sessions.get(sessionId);
      return session ? json(200, session) : missing();
    }
    const intentId = param(/^\/v1\/payment_intents\/([^/]+)$/);
    if (method === 'GET' && intentId) {
      const intent = this.paymentIntents.get(intentId);
      if (!intent) return missing();
      const expand = [...url.searchParams.entries()].filter(([key]) => key.startsWith('expand')).map(([, v]) => v);
      const charge = this.charges.get(String(intent.latest_charge));
      return json(200, expand.includes('latest_charge') && charge ? { ...intent, latest_charge: charge } : intent);
    }
    const checkoutId = param(/^\/checkout\/([^/]+)$/);
    if (method === 'GET' && checkoutId) {
      const session = this.sessions.get(checkoutId);
      if (!session) return missing();
      return page(checkoutPage(session, checkoutId, null));
    }
    const payId = param(/^\/checkout\/([^/]+)\/pay$/);
    if (method === 'POST' && payId) {
      const session = this.sessions.get(payId);
      if (!session) return missing();
      if (session.status !== 'open') return page(checkoutPage(session, payId, 'done'), 409);
      if (session.mode !== 'payment') {
        response.writeHead(303, { location: await this.pay(payId) });
        response.end();
        return;
      }
      const chosen = form.get('method');
      const way = (['card', 'blik', 'p24'] as const).find((type) => type === chosen);
      if (!way || !(session.payment_method_types as string[]).includes(way)) {
        return page(checkoutPage(session, payId, 'method'), 400);
      }
      if (way === 'blik') {
        const code = (form.get('code') ?? '').trim();
        if (!/^\d{6}$/.test(code)) return page(checkoutPage(session, payId, 'blikCode'), 400);
        if (code === refusedBlikCode) return page(checkoutPage(session, payId, 'blikRefused'), 402);
      }
      response.writeHead(303, { location: await this.payOnce(payId, way) });
      response.end();
      return;
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      const customer = url.searchParams.get('customer');
      const data = [...this.subscriptions.values()].filter((sub) => sub.customer === customer).reverse();
      return json(200, { object: 'list', data: data.slice(0, 1), has_more: data.length > 1 });
    }
    const subId = param(/^\/v1\/subscriptions\/([^/]+)$/);
    if (subId) {
      const sub = this.subscriptions.get(subId);
      if (!sub) return missing();
      if (method === 'POST') {
        const cancel = form.get('cancel_at_period_end');
        if (cancel !== null) sub.cancel_at_period_end = cancel === 'true';
        const price = form.get('items[0][price]');
        const item = (sub.items as { data: { id: string; price: { id: string } }[] }).data[0];
        if (price && item && form.get('items[0][id]') === item.id) item.price = { id: price };
        await this.emit('customer.subscription.updated', sub);
      }
      return json(200, sub);
    }
    const chargeId = param(/^\/v1\/charges\/([^/]+)$/);
    if (method === 'GET' && chargeId) {
      const charge = this.charges.get(chargeId);
      return charge ? json(200, charge) : missing();
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const paymentIntent = url.searchParams.get('payment[payment_intent]');
      const data = this.invoicePayments
        .filter((entry) => entry.paymentIntent === paymentIntent)
        .map((entry) => ({
          id: `inpay_${entry.paymentIntent}`,
          object: 'invoice_payment',
          invoice: entry.invoice,
          payment: { type: 'payment_intent', payment_intent: entry.paymentIntent },
        }));
      return json(200, { object: 'list', data, has_more: false });
    }
    const invoiceId = param(/^\/v1\/invoices\/([^/]+)$/);
    if (method === 'GET' && invoiceId) {
      const invoice = this.invoices.get(invoiceId);
      return invoice ? json(200, invoice) : missing();
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return json(200, {
        id: this.id('bps'),
        object: 'billing_portal.session',
        url: `${this.base}/portal?customer=${form.get('customer')}&return=${encodeURIComponent(form.get('return_url') ?? '')}`,
      });
    }
    return missing();
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/** `name[0]`, `name[1]` … of a form-encoded request, in order. */
function listOf(form: URLSearchParams, name: string): string[] {
  const values: string[] = [];
  for (let index = 0; form.has(`${name}[${index}]`); index++) values.push(form.get(`${name}[${index}]`) ?? '');
  return values;
}

/** `name[key]=value` pairs of a form-encoded request as an object (Stripe's metadata). */
function metadataOf(form: URLSearchParams, name: string): Record<string, string> {
  const metadata: Record<string, string> = {};
  const prefix = `${name}[`;
  for (const [key, value] of form.entries()) {
    if (key.startsWith(prefix) && key.endsWith(']') && !key.slice(prefix.length, -1).includes('[')) {
      metadata[key.slice(prefix.length, -1)] = value;
    }
  }
  return metadata;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** "2,618.67 PLN": minor units as the stand-in's plain page shows them. */
const amountText = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

type PageProblem = 'method' | 'blikCode' | 'blikRefused' | 'done' | null;

/**
 * Stripe's hosted checkout page, reduced: what is bought with its net, tax and total, then a way to pay.
 * A subscription pays by card ("Pay"); a one-time payment offers each allowed way (card, BLIK with its
 * six-digit code, Przelewy24), in Polish when the session's locale is Polish. Plain HTML forms, no script.
 */
function checkoutPage(session: Session, id: string, problem: PageProblem): string {
  const pl = session.locale === 'pl';
  const text = pl
    ? {
        title: 'Testowa płatność (Stripe)',
        net: 'Netto',
        tax: 'VAT',
        total: 'Do zapłaty',
        card: 'Zapłać kartą',
        blik: 'Zapłać BLIKIEM',
        blikCode: 'Kod BLIK',
        blikHint: 'Sześć cyfr z aplikacji banku.',
        p24: 'Zapłać przez Przelewy24',
        back: 'Wróć',
        method: 'Wybierz sposób płatności.',
        blikCodeProblem: 'Wpisz sześciocyfrowy kod BLIK.',
        blikRefused: 'Bank odrzucił ten kod BLIK. Wygeneruj nowy kod i spróbuj ponownie.',
        done: 'Ta płatność jest już zakończona.',
        product: 'Tendero Premium',
      }
    : {
        title: 'Test checkout',
        net: 'Net',
        tax: 'VAT',
        total: 'Total',
        card: 'Pay by card',
        blik: 'Pay with BLIK',
        blikCode: 'BLIK code',
        blikHint: 'Six digits from your banking app.',
        p24: 'Pay with Przelewy24',
        back: 'Back',
        method: 'Choose a way to pay.',
        blikCodeProblem: 'Enter the six-digit BLIK code.',
        blikRefused: 'The bank refused this BLIK code. Generate a new code and try again.',
        done: 'This payment is already complete.',
        product: 'Tendero Premium',
      };
  const currency = String(session.currency);
  const tax = (session.total_details as { amount_tax: number }).amount_tax;
  const totals =
    `<dl><dt>${text.net}</dt><dd>${amountText(Number(session.amount_subtotal), currency)}</dd>` +
    `<dt>${text.tax}</dt><dd>${amountText(tax, currency)}</dd>` +
    `<dt>${text.total}</dt><dd><strong>${amountText(Number(session.amount_total), currency)}</strong></dd></dl>`;
  const problems: Record<Exclude<PageProblem, null>, string> = {
    method: text.method,
    blikCode: text.blikCodeProblem,
    blikRefused: text.blikRefused,
    done: text.done,
  };
  const alert = problem ? `<p role="alert" style="color:#b91c1c">${problems[problem]}</p>` : '';
  const action = `/checkout/${id}/pay`;
  const offered = session.payment_method_types as string[];
  const forms =
    session.mode !== 'payment'
      ? `<form method="post" action="${action}"><button type="submit">Pay</button></form>`
      : [
          offered.includes('blik')
            ? `<form method="post" action="${action}"><input type="hidden" name="method" value="blik">` +
              `<label for="blik-code">${text.blikCode}</label> <input id="blik-code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" aria-describedby="blik-hint">` +
              `<p id="blik-hint">${text.blikHint}</p><button type="submit">${text.blik}</button></form>`
            : '',
          offered.includes('p24')
            ? `<form method="post" action="${action}"><input type="hidden" name="method" value="p24"><button type="submit">${text.p24}</button></form>`
            : '',
          offered.includes('card')
            ? `<form method="post" action="${action}"><input type="hidden" name="method" value="card"><button type="submit">${text.card}</button></form>`
            : '',
        ].join('<hr>');
  const name = session.product_name
    ? String(session.product_name)
    : `${text.product}${session.plan ? `, ${String(session.plan)} plan` : ''}`;
  return (
    `<!doctype html><html lang="${pl ? 'pl' : 'en'}"><head><meta name="viewport" content="width=device-width"><title>${text.title}</title></head>` +
    `<body style="font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem"><h1>${text.title}</h1>` +
    `<p>${escapeHtml(name)}</p>${totals}${alert}${problem === 'done' ? '' : forms}` +
    `<p><a href="${escapeHtml(session.cancel_url)}">${text.back}</a></p></body></html>`
  );
}
