import { schema } from '@tendero/db';
import { yearAfter } from '@tendero/domain/billing';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/test-app';
import {
  accounts,
  admin,
  app,
  buy,
  clock,
  database,
  dayMs,
  moveClock,
  type Person,
  paidPayments,
  runJobs,
  standIn,
  subscriptionOf,
} from './billing.fixture';

/**
 * Premium in złoty with VAT, and Polish ways to pay (issue 38), through the real Stripe SDK against the
 * stand-in: each buyer sees net, VAT and gross in its currency, Stripe charges the gross, and the payment
 * keeps net, VAT, gross and how it was paid.
 */
const { companyTaxIdentities, payments, mailMessages, subscriptions, companies } = schema;

type Identity = { country: string; nip?: string; vatNumber?: string; vatCheck?: 'confirmed' | 'format_checked' };

/** A company with its manager (signed in, in `locale`) and, unless null, its tax identity as the form stores it. */
async function buyer(name: string, identity: Identity | null, locale: 'en' | 'pl' = 'en') {
  const manager = await signedInUser(app, accounts, { role: 'MANAGER', companyName: name, prefix: 'mgr', locale });
  const companyId = manager.user.companyId as string;
  if (identity) {
    await database.db.insert(companyTaxIdentities).values({
      companyId,
      legalName: name,
      street: 'ul. Długa 1',
      postalCode: '00-001',
      city: 'Warszawa',
      vatCheck: 'not_applicable',
      ...identity,
    });
  }
  return { manager, companyId };
}

async function checkout(manager: Person, body: { plan: 'monthly' | 'yearly'; payment?: 'subscription' | 'one_time' }) {
  return app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    headers: { ...manager.auth, 'accept-language': 'pl' },
    payload: body,
  });
}

/** Pays on the stand-in's checkout page as a browser would (a form post), without following the redirect. */
async function payOnPage(url: string, form: Record<string, string>) {
  return fetch(`${url}/pay`, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });
}

async function paymentsOf(companyId: string) {
  return database.db.select().from(payments).where(eq(payments.companyId, companyId));
}

async function rowOf(companyId: string) {
  const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId));
  return row;
}

const sessionIdOf = (url: string) => url.split('/').at(-1) as string;
const polishPricing = {
  currency: 'pln',
  vat: 'PL_VAT',
  vatRatePercent: 23,
  oneTimeYearly: true,
  plans: [
    { plan: 'monthly', netCents: 20900, vatCents: 4807, grossCents: 25707 },
    { plan: 'yearly', netCents: 212900, vatCents: 48967, grossCents: 261867 },
  ],
};

/** Buys a year at once with BLIK (or `method`) on the stand-in's page and applies the events. */
async function payYear(manager: Person, method: 'blik' | 'p24' = 'blik') {
  const started = await checkout(manager, { plan: 'yearly', payment: 'one_time' });
  expect(started.statusCode, started.body).toBe(200);
  const url = started.json().url as string;
  const paid = await payOnPage(url, method === 'blik' ? { method, code: '777123' } : { method });
  expect(paid.status).toBe(303);
  await runJobs();
  return sessionIdOf(url);
}

describe('Premium in złoty with VAT, and Polish ways to pay', () => {
  it('a Polish company sees złoty net, VAT 23 % and gross, and pays the monthly plan by card: Stripe charges the gross', async () => {
    const { manager, companyId } = await buyer('Chmura Test sp. z o.o.', { country: 'PL', nip: '5832151002' }, 'pl');
    expect((await subscriptionOf(manager)).pricing).toEqual(polishPricing);
    await buy(manager, 'monthly');
    expect(await subscriptionOf(manager)).toMatchObject({ hasPremium: true, source: 'stripe', plan: 'monthly' });
    const session = [...standIn.sessions.values()].at(-1);
    // A subscription is paid by card only, with Tendero's 23 % VAT rate on the line.
    expect(session?.payment_method_types).toEqual(['card']);
    expect(session?.tax_rate_ids).toHaveLength(1);
    const [row, ...more] = await paymentsOf(companyId);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      amountCents: 25707,
      netCents: 20900,
      vatCents: 4807,
      currency: 'pln',
      method: 'card',
      status: 'paid',
      source: 'stripe',
      plan: 'monthly',
    });
    expect(standIn.charged.filter((charge) => charge.reference === row?.stripeInvoiceId)).toEqual([
      expect.objectContaining({ currency: 'pln', netCents: 20900, taxCents: 4807, grossCents: 25707, method: 'card' }),
    ]);
    // The invoicing part is told of the paid payment once.
    expect(paidPayments.filter((paid) => paid.companyId === companyId)).toEqual([{ paymentId: row?.id, companyId }]);
    const history = await app.inject({ method: 'GET', url: '/api/billing/payments', headers: manager.auth });
    expect(history.json().items).toEqual([
      expect.objectContaining({ amountCents: 25707, netCents: 20900, vatCents: 4807, method: 'card', currency: 'pln' }),
    ]);
  });

  it('a Polish company pays the yearly plan by card in złoty; the one VAT rate made on Stripe is reused', async () => {
    const { manager, companyId } = await buyer('Odra Rok sp. z o.o.', { country: 'PL', nip: '9512031008' }, 'pl');
    await buy(manager, 'yearly');
    expect(await subscriptionOf(manager)).toMatchObject({ hasPremium: true, source: 'stripe', plan: 'yearly' });
    const [row] = await paymentsOf(companyId);
    expect(row).toMatchObject({
      amountCents: 261867,
      netCents: 212900,
      vatCents: 48967,
      currency: 'pln',
      method: 'card',
    });
    const charged = standIn.charged.find((charge) => charge.reference === row?.stripeInvoiceId);
    expect(charged && charged.netCents + charged.taxCents).toBe(charged?.grossCents);
    expect(charged?.grossCents).toBe(261867);
    expect(standIn.taxRates.size).toBe(1);
    expect([...standIn.taxRates.values()][0]).toMatchObject({ percentage: 23, inclusive: false });
  });

  it('pays the yearly plan once with BLIK: a refused code charges nothing, a good one grants a year, told once however often', async () => {
    const { manager, companyId } = await buyer('Wisła BLIK sp. z o.o.', { country: 'PL', nip: '6762101004' }, 'pl');
    const started = await checkout(manager, { plan: 'yearly', payment: 'one_time' });
    expect(started.statusCode, started.body).toBe(200);
    const url = started.json().url as string;
    const sessionId = sessionIdOf(url);
    expect(standIn.sessions.get(sessionId)).toMatchObject({
      mode: 'payment',
      currency: 'pln',
      payment_method_types: ['card', 'blik', 'p24'],
      amount_subtotal: 212900,
      amount_total: 261867,
    });
    const page = await (await fetch(url)).text();
    expect(page).toContain('Kod BLIK');
    expect(page).toContain('Zapłać przez Przelewy24');
    expect(page).toContain('2618.67 PLN');

    const refused = await payOnPage(url, { method: 'blik', code: '000000' });
    expect(refused.status).toBe(402);
    expect(await refused.text()).toContain('Bank odrzucił ten kod BLIK');
    expect((await payOnPage(url, { method: 'blik', code: '12345' })).status).toBe(400);
    await runJobs();
    expect(standIn.charged.filter((charge) => charge.reference === sessionId)).toEqual([]);
    expect((await subscriptionOf(manager)).hasPremium).toBe(false);

    const sentBefore = standIn.sent.length;
    const paid = await payOnPage(url, { method: 'blik', code: '777123' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/\/pl\/subscription\/success\?session_id=cs_/);
    expect(standIn.sent.slice(sentBefore).map((event) => event.type)).toEqual([
      'checkout.session.completed',
      'payment_intent.succeeded',
    ]);
    await runJobs();
    const view = await subscriptionOf(manager);
    expect(view).toMatchObject({ hasPremium: true, source: 'one_time', plan: 'yearly', status: 'active' });
    const charge = [...standIn.charges.values()].at(-1);
    const paidAt = new Date(Number(charge?.created) * 1000);
    expect(new Date(view.currentPeriodEnd)).toEqual(yearAfter(paidAt));
    expect(await paymentsOf(companyId)).toEqual([
      expect.objectContaining({
        source: 'stripe',
        status: 'paid',
        stripeInvoiceId: sessionId,
        plan: 'yearly',
        method: 'blik',
        currency: 'pln',
        amountCents: 261867,
        netCents: 212900,
        vatCents: 48967,
      }),
    ]);
    expect(standIn.charged.filter((charge) => charge.reference === sessionId)).toEqual([
      expect.objectContaining({ grossCents: 261867, netCents: 212900, taxCents: 48967, method: 'blik' }),
    ]);

    // Stripe tells the same payment again (new events, any order): still one payment, one year.
    const session = standIn.sessions.get(sessionId);
    const intent = standIn.paymentIntents.get(String(session?.payment_intent));
    if (!session || !intent) throw new Error('the stand-in lost the payment');
    await standIn.emit('payment_intent.succeeded', intent);
    await standIn.emit('checkout.session.completed', session);
    await runJobs();
    expect(await paymentsOf(companyId)).toHaveLength(1);
    expect((await subscriptionOf(manager)).currentPeriodEnd).toBe(view.currentPeriodEnd);
    expect(paidPayments.filter((told) => told.companyId === companyId)).toHaveLength(1);

    // While the year runs, a card subscription is not sold on top of it.
    const card = await checkout(manager, { plan: 'monthly' });
    expect(card.statusCode).toBe(409);
    expect(card.json()).toMatchObject({ code: 'CONFLICT', reason: 'ALREADY_PREMIUM' });
  });

  it('pays the yearly plan once through Przelewy24', async () => {
    const { manager, companyId } = await buyer('Przelewy Test sp. z o.o.', { country: 'PL', nip: '5832151002' }, 'pl');
    const sessionId = await payYear(manager, 'p24');
    expect(await subscriptionOf(manager)).toMatchObject({ hasPremium: true, source: 'one_time', plan: 'yearly' });
    expect(await paymentsOf(companyId)).toEqual([
      expect.objectContaining({ stripeInvoiceId: sessionId, method: 'p24', amountCents: 261867, vatCents: 48967 }),
    ]);
    expect(standIn.charged.filter((charge) => charge.reference === sessionId)).toEqual([
      expect.objectContaining({ grossCents: 261867, method: 'p24' }),
    ]);
    // A year paid through Stripe is not ended by an admin's hand.
    const ended = await app.inject({
      method: 'PUT',
      url: '/api/companies/premium',
      headers: { ...admin.auth, 'accept-language': 'pl' },
      payload: { hasPremium: false, email: manager.user.email },
    });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toMatch(/opłaciła rok Premium jednorazowo/);
    expect((await subscriptionOf(manager)).hasPremium).toBe(true);
  });

  it('a German company with a confirmed VAT number pays euro under the reverse charge: gross = net', async () => {
    const { manager, companyId } = await buyer('Rhein Test GmbH', {
      country: 'DE',
      vatNumber: 'DE123456789',
      vatCheck: 'confirmed',
    });
    expect((await subscriptionOf(manager)).pricing).toEqual({
      currency: 'eur',
      vat: 'REVERSE_CHARGE',
      vatRatePercent: 0,
      oneTimeYearly: false,
      plans: [
        { plan: 'monthly', netCents: 4900, vatCents: 0, grossCents: 4900 },
        { plan: 'yearly', netCents: 49900, vatCents: 0, grossCents: 49900 },
      ],
    });
    await buy(manager, 'monthly');
    expect([...standIn.sessions.values()].at(-1)?.tax_rate_ids).toEqual([]);
    const [row] = await paymentsOf(companyId);
    expect(row).toMatchObject({ amountCents: 4900, netCents: 4900, vatCents: 0, currency: 'eur', method: 'card' });
    expect(standIn.charged.find((charge) => charge.reference === row?.stripeInvoiceId)).toMatchObject({
      grossCents: 4900,
      taxCents: 0,
    });
  });

  it('a US company pays euro without VAT (not subject to Polish VAT)', async () => {
    const { manager, companyId } = await buyer('Hudson Test Inc.', { country: 'US' });
    expect((await subscriptionOf(manager)).pricing).toMatchObject({ currency: 'eur', vat: 'OUTSIDE_EU' });
    await buy(manager, 'yearly');
    const [row] = await paymentsOf(companyId);
    expect(row).toMatchObject({ amountCents: 49900, netCents: 49900, vatCents: 0, currency: 'eur' });
    expect(standIn.charged.find((charge) => charge.reference === row?.stripeInvoiceId)?.grossCents).toBe(49900);
  });

  it('an EU company without a confirmed VAT number pays euro with 23 % Polish VAT', async () => {
    const { manager, companyId } = await buyer('Seine Test SAS', {
      country: 'FR',
      vatNumber: 'FR12345678901',
      vatCheck: 'format_checked',
    });
    expect((await subscriptionOf(manager)).pricing).toMatchObject({
      currency: 'eur',
      vat: 'PL_VAT',
      vatRatePercent: 23,
      oneTimeYearly: false,
      plans: [
        { plan: 'monthly', netCents: 4900, vatCents: 1127, grossCents: 6027 },
        { plan: 'yearly', netCents: 49900, vatCents: 11477, grossCents: 61377 },
      ],
    });
    await buy(manager, 'monthly');
    const [row] = await paymentsOf(companyId);
    expect(row).toMatchObject({ amountCents: 6027, netCents: 4900, vatCents: 1127, currency: 'eur', method: 'card' });
    expect(standIn.charged.find((charge) => charge.reference === row?.stripeInvoiceId)).toMatchObject({
      netCents: 4900,
      taxCents: 1127,
      grossCents: 6027,
    });
    // BLIK and Przelewy24 for a year are offered in złoty only: refused in the reader's language, nothing made.
    const sessions = standIn.sessions.size;
    const other = await buyer('Loire Test SARL', { country: 'FR', vatNumber: 'FR98765432109', vatCheck: 'confirmed' });
    const refused = await checkout(other.manager, { plan: 'yearly', payment: 'one_time' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', reason: 'ONE_TIME_NOT_OFFERED' });
    expect(refused.json().message).toMatch(/tylko dla planu rocznego w złotych/);
    expect(standIn.sessions.size).toBe(sessions);
  });

  it('a company without a tax identity yet sees net prices and the page does not fail', async () => {
    const { manager } = await buyer('Bez Danych sp. z o.o.', null);
    const view = await subscriptionOf(manager);
    expect(view.pricing).toMatchObject({ currency: 'eur', vat: 'unknown', oneTimeYearly: false });
    expect(view.pricing.plans[0]).toEqual({ plan: 'monthly', netCents: 4900, vatCents: 0, grossCents: 4900 });
    const polish = await buyer('Miesięczna Tylko sp. z o.o.', { country: 'PL', nip: '9512031008' }, 'pl');
    expect((await checkout(polish.manager, { plan: 'monthly', payment: 'one_time' })).statusCode).toBe(409);
  });

  it('e-mails the Polish manager in Polish once, 14 days before a year paid at once ends, and the year then ends', async () => {
    const { manager, companyId } = await buyer('Przypomnienie sp. z o.o.', { country: 'PL', nip: '6762101004' }, 'pl');
    await payYear(manager);
    const yearEnd = (await rowOf(companyId))?.currentPeriodEnd as Date;
    const reminders = async () =>
      (await database.db.select().from(mailMessages).where(eq(mailMessages.to, manager.user.email))).filter((mail) =>
        mail.subject.startsWith('Premium w Tendero'),
      );
    await runJobs();
    expect(await reminders()).toEqual([]);
    let moved = 0;
    const moveTo = (at: number) => {
      const by = at - clock.now().getTime();
      moveClock(by);
      moved += by;
    };
    try {
      moveTo(yearEnd.getTime() - 14 * dayMs + 60_000);
      await runJobs();
      await runJobs();
      const sent = await reminders();
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ locale: 'pl' });
      expect(sent[0]?.subject).toContain('Przypomnienie sp. z o.o. kończy się');
      expect(sent[0]?.text).toContain('/pl/account-settings/manage-subscription');
      expect(sent[0]?.text).toMatch(/2\s?618,67\s?zł/);
      // Still Premium until the end; the day after, off and ended.
      expect((await database.db.select().from(companies).where(eq(companies.id, companyId)))[0]?.hasPremium).toBe(true);
      moveTo(yearEnd.getTime() + 60_000);
      await runJobs();
      expect(await reminders()).toHaveLength(1);
      expect((await database.db.select().from(companies).where(eq(companies.id, companyId)))[0]?.hasPremium).toBe(
        false,
      );
      expect(await rowOf(companyId)).toMatchObject({ status: 'canceled', endedAt: yearEnd });
    } finally {
      moveClock(-moved);
    }
  });

  it('a year renewed early starts where the current one ends; only the new year is reminded of', async () => {
    const { manager, companyId } = await buyer('Odnowienie sp. z o.o.', { country: 'PL', nip: '5832151002' }, 'pl');
    await payYear(manager);
    const firstEnd = (await rowOf(companyId))?.currentPeriodEnd as Date;
    const renewed = await payYear(manager, 'p24');
    const row = await rowOf(companyId);
    expect(row).toMatchObject({ source: 'one_time', status: 'active', currentPeriodEnd: yearAfter(firstEnd) });
    expect(await paymentsOf(companyId)).toHaveLength(2);
    expect((await paymentsOf(companyId)).find((payment) => payment.stripeInvoiceId === renewed)?.method).toBe('p24');
    expect(
      await database.db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.source, 'one_time'))),
    ).toHaveLength(1);
    const reminders = async () =>
      (await database.db.select().from(mailMessages).where(eq(mailMessages.to, manager.user.email))).filter((mail) =>
        mail.subject.startsWith('Premium w Tendero'),
      );
    let moved = 0;
    const moveTo = (at: number) => {
      const by = at - clock.now().getTime();
      moveClock(by);
      moved += by;
    };
    try {
      // The first year's end passes without a reminder or an end: it was renewed.
      moveTo(firstEnd.getTime() + 60_000);
      await runJobs();
      expect(await reminders()).toEqual([]);
      expect((await rowOf(companyId))?.status).toBe('active');
      expect((await database.db.select().from(companies).where(eq(companies.id, companyId)))[0]?.hasPremium).toBe(true);
      moveTo(yearAfter(firstEnd).getTime() - 14 * dayMs + 60_000);
      await runJobs();
      expect(await reminders()).toHaveLength(1);
    } finally {
      moveClock(-moved);
    }
  });
});
