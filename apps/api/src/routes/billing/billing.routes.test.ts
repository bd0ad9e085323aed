import { schema } from '@tendero/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  admin,
  app,
  buy,
  client,
  company,
  database,
  dayMs,
  deliveries,
  moveClock,
  postEvent,
  runJobs,
  standIn,
  subscriptionOf,
  webhookSecret,
} from './billing.fixture';

const { stripeEvents, jobs, mailMessages, auditLog } = schema;

async function paymentsOf(person: { auth: Record<string, string> }) {
  return (await app.inject({ method: 'GET', url: '/api/billing/payments', headers: person.auth })).json();
}

describe('Premium through Stripe', () => {
  it('purchase → webhook → Premium on for the manager and every rep, with the invoice in the history', async () => {
    const nordic = await company('Nordic Ledger');
    expect((await subscriptionOf(nordic.manager)).hasPremium).toBe(false);
    const { successUrl } = await buy(nordic.manager, 'monthly');
    expect(successUrl).toMatch(/\/en\/subscription\/success\?session_id=cs_/);
    expect(deliveries.every((delivery) => delivery.status === 200)).toBe(true);

    const own = await subscriptionOf(nordic.manager);
    expect(own).toMatchObject({
      hasPremium: true,
      source: 'stripe',
      plan: 'monthly',
      status: 'active',
      canManage: true,
    });
    expect(new Date(own.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 29 * dayMs);
    for (const rep of nordic.reps) {
      expect(await subscriptionOf(rep)).toMatchObject({ hasPremium: true, canManage: false });
      // SPEC §6: the premium flag shows on every rep of the company.
      const profile = await app.inject({
        method: 'GET',
        url: `/api/companies/salesreps/${rep.user.id}`,
        headers: rep.auth,
      });
      expect(profile.json().companyData.hasPremium).toBe(true);
    }
    const status = await app.inject({
      method: 'POST',
      url: '/api/stripe/check-subscription-status',
      headers: nordic.reps[0]?.auth,
      payload: { email: nordic.manager.user.email },
    });
    expect(status.json()).toMatchObject({ hasPremium: true, plan: 'monthly' });
    const history = await paymentsOf(nordic.manager);
    expect(history.items).toEqual([
      expect.objectContaining({
        amountCents: 4900,
        currency: 'eur',
        status: 'paid',
        plan: 'monthly',
        source: 'stripe',
      }),
    ]);
    expect(history.items[0].invoiceUrl).toContain(standIn.base);
  });

  it('applies each event once, whatever the order and however often it arrives', async () => {
    const baltic = await company('Baltic Books');
    standIn.holding = true;
    await buy(baltic.manager, 'yearly');
    standIn.holding = false;
    const events = standIn.held.splice(0);
    expect(events.map((event) => event.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    for (let round = 0; round < 3; round++) {
      for (const event of [...events].reverse()) {
        expect((await postEvent(event.payload, event.header)).statusCode).toBe(200);
      }
      await runJobs();
    }
    const ids = events.map((event) => event.id);
    const stored = await database.db.select().from(stripeEvents).where(sql`${stripeEvents.id} in ${ids}`);
    expect(stored).toHaveLength(3);
    expect(stored.every((event) => event.appliedAt !== null)).toBe(true);
    const applied = await database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.kind} = 'billing.apply-event' and ${jobs.payload}->>'eventId' in ${ids}`);
    expect(applied).toHaveLength(3);
    expect(await subscriptionOf(baltic.manager)).toMatchObject({ hasPremium: true, plan: 'yearly', status: 'active' });
    expect((await paymentsOf(baltic.manager)).items).toHaveLength(1);
  });

  it('refuses a tampered or 301-second-old signature with 400 and changes nothing', async () => {
    const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(stripeEvents);
    const [event] = standIn.sent;
    if (!event) throw new Error('no event sent yet');
    const tampered = event.payload.replace('"checkout.session.completed"', '"customer.subscription.deleted"');
    expect((await postEvent(tampered, event.header)).statusCode).toBe(400);
    const { default: Stripe } = await import('stripe');
    const payload = JSON.stringify({ ...JSON.parse(event.payload), id: 'evt_old_one' });
    const old = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    const refused = await postEvent(payload, old);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('VALIDATION_ERROR');
    const fresh = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    expect((await postEvent(payload, fresh)).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/stripe/webhook', payload })).statusCode).toBe(400);
    const after = await database.db.select({ n: sql<number>`count(*)::int` }).from(stripeEvents);
    expect(after).toEqual(before);
  });

  it('a failed renewal keeps Premium for the grace period, e-mails the manager once, then ends it', async () => {
    const polar = await company('Polar Payroll');
    const { subscriptionId } = await buy(polar.manager, 'monthly');
    await standIn.failRenewal(subscriptionId);
    await runJobs();
    const failing = await subscriptionOf(polar.manager);
    expect(failing).toMatchObject({ hasPremium: true, status: 'past_due' });
    const grace = new Date(failing.graceUntil).getTime() - Date.now();
    // The grace period is a setting (PREMIUM_GRACE_DAYS, 3 in these tests; 7 by default).
    expect(grace).toBeGreaterThan(2.9 * dayMs);
    expect(grace).toBeLessThan(3.1 * dayMs);
    // The failure arrives again: still one e-mail.
    const failure = standIn.sent.filter((event) => event.type === 'invoice.payment_failed').at(-1);
    if (failure) await postEvent(failure.payload, failure.header);
    await runJobs();
    const mails = await database.db.select().from(mailMessages).where(eq(mailMessages.to, polar.manager.user.email));
    expect(mails.filter((mail) => mail.subject.includes('renewal payment'))).toHaveLength(1);
    const statuses = (await paymentsOf(polar.manager)).items.map((payment: { status: string }) => payment.status);
    expect(statuses.sort()).toEqual(['failed', 'paid']);
    // Four days on, the grace period is over and Premium is off, for the manager and the reps.
    moveClock(4 * dayMs);
    try {
      await runJobs();
      expect(await subscriptionOf(polar.manager)).toMatchObject({ hasPremium: false, status: 'past_due' });
      const profile = await app.inject({
        method: 'GET',
        url: `/api/companies/salesreps/${polar.reps[0]?.user.id}`,
        headers: polar.reps[0]?.auth,
      });
      expect(profile.json().companyData.hasPremium).toBe(false);
    } finally {
      moveClock(-4 * dayMs);
    }
  });

  it('cancels at the end of the period, resumes, switches plan, and ends when Stripe ends it', async () => {
    const fjord = await company('Fjord Finance');
    const { subscriptionId } = await buy(fjord.manager, 'monthly');
    const post = (url: string) => app.inject({ method: 'POST', url, headers: fjord.manager.auth });
    expect((await post('/api/billing/subscription/cancel')).json()).toMatchObject({
      hasPremium: true,
      cancelAtPeriodEnd: true,
    });
    expect((await post('/api/billing/subscription/resume')).json()).toMatchObject({ cancelAtPeriodEnd: false });
    const switched = await app.inject({
      method: 'PUT',
      url: '/api/billing/subscription/plan',
      headers: fjord.manager.auth,
      payload: { plan: 'yearly' },
    });
    expect(switched.json()).toMatchObject({ plan: 'yearly', hasPremium: true });
    expect((await post('/api/billing/portal')).json().url).toContain(`${standIn.base}/portal`);
    await post('/api/billing/subscription/cancel');
    await standIn.endSubscription(subscriptionId);
    await runJobs();
    expect(await subscriptionOf(fjord.manager)).toMatchObject({ hasPremium: false, status: 'canceled' });
  });

  it('lets only the manager buy and manage; a refusal keeps the session', async () => {
    const delta = await company('Delta Desk');
    for (const person of [delta.reps[0], client, admin]) {
      const refused = await app.inject({
        method: 'POST',
        url: '/api/billing/checkout',
        headers: person?.auth,
        payload: { plan: 'monthly' },
      });
      expect(refused.statusCode).toBe(403);
      expect((await subscriptionOf(person as never)).hasPremium).toBe(false);
    }
    const other = await app.inject({
      method: 'POST',
      url: '/api/stripe/check-subscription-status',
      headers: delta.manager.auth,
      payload: { email: client.user.email },
    });
    expect(other.statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'POST', url: '/api/billing/checkout', payload: { plan: 'monthly' } })).statusCode,
    ).toBe(401);
  });

  it("answers 'failed to create the payment session' when Stripe refuses", async () => {
    const echo = await company('Echo Audit');
    standIn.refuseNext = true;
    const refused = await app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: { ...echo.manager.auth, 'accept-language': 'en' },
      payload: { plan: 'monthly' },
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
    expect(refused.json().message.toLowerCase()).toContain('failed to create the payment session');
  });

  it('lets an admin grant and end Premium by hand, recorded in the audit log; nobody else', async () => {
    const granite = await company('Granite Tax');
    const put = (person: { auth: Record<string, string> }, hasPremium: boolean, email = granite.reps[1]?.user.email) =>
      app.inject({
        method: 'PUT',
        url: '/api/companies/premium',
        headers: person.auth,
        payload: { hasPremium, email },
      });
    for (const person of [granite.manager, granite.reps[0], client]) {
      expect((await put(person as never, true)).statusCode).toBe(403);
    }
    expect((await put(admin, true)).json()).toMatchObject({ status: 200, hasPremium: true });
    expect(await subscriptionOf(granite.manager)).toMatchObject({ hasPremium: true, source: 'manual' });
    expect((await put(admin, false)).json()).toMatchObject({ hasPremium: false });
    expect((await subscriptionOf(granite.reps[0] as never)).hasPremium).toBe(false);
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.targetId, granite.id));
    const premiumEntries = entries.filter((entry) => entry.action.startsWith('premium.'));
    expect(premiumEntries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['premium.grant', admin.user.id],
      ['premium.end', admin.user.id],
    ]);
    // Premium paid through Stripe is ended in Stripe, never by hand.
    const paid = await company('Harbour Accounts');
    await buy(paid.manager, 'monthly');
    expect((await put(admin, false, paid.manager.user.email)).statusCode).toBe(409);
  });

  it('shows admins every payment, as CSV too, and the premium report; nobody else', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/admin/payments?status=paid', headers: admin.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.length).toBeGreaterThan(2);
    expect(list.json().items.every((item: { status: string }) => item.status === 'paid')).toBe(true);
    const found = await app.inject({ method: 'GET', url: '/api/admin/payments?q=fjord', headers: admin.auth });
    expect(found.json().items.every((item: { companyName: string }) => item.companyName === 'Fjord Finance')).toBe(
      true,
    );
    const csv = await app.inject({ method: 'GET', url: '/api/admin/payments.csv?locale=pl', headers: admin.auth });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Nordic Ledger');
    const exported = await database.db.select().from(auditLog).where(eq(auditLog.action, 'export.payments'));
    expect(exported.at(-1)).toMatchObject({ actorId: admin.user.id });
    const report = (await app.inject({ method: 'GET', url: '/api/admin/premium', headers: admin.auth })).json();
    expect(report.activeCompanies).toBe(report.companies.length);
    expect(report.mrrCents).toBe(report.byPlan.monthly * 4900 + report.byPlan.yearly * Math.round(49900 / 12));
    expect(report.months).toHaveLength(12);
    const someone = await company('Ice Invoices');
    for (const url of ['/api/admin/payments', '/api/admin/payments.csv', '/api/admin/premium']) {
      expect((await app.inject({ method: 'GET', url, headers: someone.manager.auth })).statusCode).toBe(403);
    }
  });
});
