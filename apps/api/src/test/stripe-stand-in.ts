import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Stripe from 'stripe';

/**
 * A local stand-in for the parts of Stripe's API that Tendero calls, so tests (and the e2e journey) use the
 * real Stripe SDK against a loopback host: customers, Checkout sessions with a checkout page to pay on,
 * subscriptions, invoices, the customer portal, and events signed with the SDK's own test-header helper.
 * Test controls make a renewal fail, end a subscription, and hand out the events sent so far.
 */
type Plan = 'monthly' | 'yearly';
type Obj = Record<string, unknown> & { id: string };
export type SignedEvent = { id: string; type: string; payload: string; header: string };
export type Deliver = (event: SignedEvent) => Promise<void>;

const day = 86_400;
const sdk = new Stripe('sk_test_stand_in');

export class StripeStandIn {
  readonly customers = new Map<string, Obj>();
  readonly sessions = new Map<
    string,
    Obj & { success_url: string; cancel_url: string; price: string; customer: string }
  >();
  readonly subscriptions = new Map<string, Obj>();
  readonly invoices = new Map<string, Obj>();
  /** Charges of refunded invoices, and which invoice each one's payment intent paid (invoice payments). */
  readonly charges = new Map<string, Obj>();
  readonly invoicePayments: { invoice: string; paymentIntent: string }[] = [];
  readonly sent: SignedEvent[] = [];
  /** Seconds since the epoch on Stripe's side (tests move it). */
  now = () => Math.floor(Date.now() / 1000);
  /** While set, events are kept in `held` instead of being delivered (a test delivers them in its own order). */
  holding = false;
  readonly held: SignedEvent[] = [];
  /** The next API call is refused with a 400 (Stripe refusing a request). */
  refuseNext = false;
  private server: Server | null = null;
  private counter = 0;
  base = '';

  constructor(
    private readonly options: {
      webhookSecret: string;
      prices: Record<Plan, string>;
      deliver: Deliver;
    },
  ) {}

  private id(prefix: string): string {
    this.counter++;
    return `${prefix}_${this.counter}${randomBytes(4).toString('hex')}`;
  }

  private planOf(price: string): Plan {
    return price === this.options.prices.yearly ? 'yearly' : 'monthly';
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
          },
        ],
      },
    };
    this.subscriptions.set(sub.id, sub);
    const invoice = this.invoice(sub, 'paid', 'subscription_create');
    Object.assign(session, { status: 'complete', subscription: sub.id });
    await this.emit('checkout.session.completed', session);
    await this.emit('customer.subscription.created', sub);
    await this.emit('invoice.paid', invoice);
    return session.success_url.replace('{CHECKOUT_SESSION_ID}', sessionId);
  }

  private invoice(sub: Obj, state: 'paid' | 'failed', reason: string): Obj {
    const item = (sub.items as { data: { price: { id: string } }[] }).data[0];
    const price = item?.price.id ?? '';
    const amount = this.planOf(price) === 'monthly' ? 4900 : 49900;
    const id = this.id('in');
    const invoice: Obj = {
      id,
      object: 'invoice',
      customer: sub.customer,
      status: state === 'paid' ? 'paid' : 'open',
      attempted: true,
      amount_due: amount,
      amount_paid: state === 'paid' ? amount : 0,
      currency: 'eur',
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
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = this.id('cs');
      const session = {
        id,
        object: 'checkout.session',
        mode: form.get('mode'),
        customer: form.get('customer') ?? '',
        client_reference_id: form.get('client_reference_id'),
        price: form.get('line_items[0][price]') ?? '',
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        metadata: { companyId: form.get('metadata[companyId]') },
        subscription_metadata: { companyId: form.get('subscription_data[metadata][companyId]') },
        subscription: null,
        status: 'open',
        url: `${this.base}/checkout/${id}`,
      };
      if (!Object.values(this.options.prices).includes(session.price)) {
        return json(400, { error: { type: 'invalid_request_error', message: 'No such price' } });
      }
      this.sessions.set(id, session);
      return json(200, session);
    }
    const checkoutId = param(/^\/checkout\/([^/]+)$/);
    if (method === 'GET' && checkoutId) {
      const session = this.sessions.get(checkoutId);
      if (!session) return missing();
      const plan = this.planOf(session.price);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Stripe test checkout</title></head>` +
          `<body style="font-family:sans-serif;max-width:28rem;margin:3rem auto"><h1>Test checkout</h1>` +
          `<p>Tendero Premium, ${plan} plan: ${plan === 'monthly' ? '49.00' : '499.00'} EUR</p>` +
          `<form method="post" action="/checkout/${checkoutId}/pay"><button type="submit">Pay</button></form>` +
          `<p><a href="${session.cancel_url}">Back</a></p></body></html>`,
      );
      return;
    }
    const payId = param(/^\/checkout\/([^/]+)\/pay$/);
    if (method === 'POST' && payId) {
      if (!this.sessions.has(payId)) return missing();
      response.writeHead(303, { location: await this.pay(payId) });
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
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      const paymentIntent = url.searchParams.get('payment_intent');
      const data = [...this.sessions.values()].filter((session) => session.payment_intent === paymentIntent);
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
