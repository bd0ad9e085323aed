import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@tendero/db';
import { type Clock, runDueJobs } from '@tendero/domain';
import { type Accounts, createAccounts } from '@tendero/domain/accounts';
import {
  applyEventJob,
  type Billing,
  type PaidPayment,
  refreshPremiumJob,
  yearEndingReminderJob,
} from '@tendero/domain/billing';
import { createLocalStorage } from '@tendero/domain/files';
import { correctInvoiceJob, type Invoicing, invoiceSweepJob, issueInvoiceJob } from '@tendero/domain/invoicing';
import { createDeliverMailHandler, deliverMailJob } from '@tendero/domain/notifications';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createBillingFor, domainContext } from '../../capabilities';
import type { AppConfig } from '../../config';
import { NbpStandIn } from '../../test/nbp-stand-in';
import { type SignedEvent, StripeStandIn } from '../../test/stripe-stand-in';
import { buildTestApp, openTestDatabase, signedInUser, testConfig } from '../../test/test-app';
import { testPasswordHasher } from '../../test/test-password-hasher';
import { createInvoicingFor } from '../invoicing/create-invoicing';

/** A clock the tests move forward (grace periods end without waiting). */
let offsetMs = 0;
export const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
export const dayMs = 86_400_000;
export function moveClock(ms: number) {
  offsetMs += ms;
  standIn.now = () => Math.floor(clock.now().getTime() / 1000);
}

export const prices = { monthly: 'price_monthly_test', yearly: 'price_yearly_test' };
/** The złoty prices (net 209 zł / 2 129 zł: the defaults of PREMIUM_NET_PLN_*). */
export const plnPrices = { monthly: 'price_monthly_pln_test', yearly: 'price_yearly_pln_test' };
/** Every payment billing told the invoicing part of (`onPaymentPaid`), in order. */
export const paidPayments: PaidPayment[] = [];
export const webhookSecret = 'whsec_tendero_test_secret';
/** What the app answered to each event the stand-in delivered. */
export const deliveries: { event: SignedEvent; status: number }[] = [];

export let standIn: StripeStandIn;
export let config: AppConfig;
export let database: DatabaseHandle;
export let accounts: Accounts;
export let billing: Billing;
export let invoicing: Invoicing;
/** NBP's rates for the euro invoices with Polish VAT (a table every working day unless a test says). */
export let nbp: NbpStandIn;
export let app: FastifyInstance;
export type Person = Awaited<ReturnType<typeof signedInUser>>;
export let admin: Person;
export let client: Person;
let uploads = '';

/** Sends an event's bytes to the webhook as Stripe does (signature header over the raw body). */
export async function postEvent(payload: string, header: string) {
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    payload,
  });
}

/** Runs the jobs that are due now (events, grace ends, e-mails). */
export async function runJobs(): Promise<void> {
  await runDueJobs(database.db, clock, {
    [applyEventJob]: billing.applyEventHandler,
    [refreshPremiumJob]: billing.refreshPremiumHandler,
    [yearEndingReminderJob]: billing.yearEndingReminderHandler,
    [issueInvoiceJob]: invoicing.issueHandler,
    [correctInvoiceJob]: invoicing.correctionHandler,
    [invoiceSweepJob]: invoicing.sweepHandler,
    [deliverMailJob]: createDeliverMailHandler(database.db, clock, null),
  });
}

/** The tax identity the fixture's companies give (Premium is invoiced to it, issue 38). */
export const polishTaxIdentity = {
  country: 'PL',
  legalName: 'Fixture sp. z o.o.',
  nip: '526-025-02-74',
  registeredAddress: { street: 'ul. Długa 5', postalCode: '80-831', city: 'Gdańsk' },
};

/** Tax identities the fixture's companies are registered with (the buyer decides currency and VAT, issue 38). */
export const fixtureTaxIdentities = {
  PL: { country: 'PL', nip: '526-025-02-74', registeredAddress: polishTaxIdentity.registeredAddress },
  // Elsewhere in the EU, its VAT number's format checked but not confirmed by VIES: euro with 23 % VAT.
  DE: {
    country: 'DE',
    vatNumber: 'DE123456788',
    registeredAddress: { street: 'Hafenstraße 5', postalCode: '20457', city: 'Hamburg' },
  },
  // Outside the EU: euro, not subject to Polish VAT, so SPEC §9's 49 € / 499 € are what Stripe charges.
  GB: { country: 'GB', registeredAddress: { street: '1 King Street', postalCode: 'EC2V 8AU', city: 'London' } },
} as const;

/**
 * A company with a manager and two reps, verified by the admin (only verified companies send offers),
 * registered in `taxIdentity`'s country (outside the EU unless told: SPEC §9's euro prices as they are),
 * or with no tax identity at all (`false`: no Premium without one).
 */
export async function company(name: string, options: { taxIdentity?: keyof typeof fixtureTaxIdentities | false } = {}) {
  const manager = await signedInUser(app, accounts, { role: 'MANAGER', companyName: name, prefix: 'mgr' });
  const companyId = manager.user.companyId as string;
  const taxIdentity = options.taxIdentity ?? 'GB';
  if (taxIdentity) {
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/companies/my/tax-identity',
      headers: manager.auth,
      payload: { ...fixtureTaxIdentities[taxIdentity], legalName: `${name} Ltd` },
    });
    if (saved.statusCode !== 200) throw new Error(`tax identity not saved: ${saved.body}`);
  }
  for (const criterion of ['competencies', 'teamSize', 'portfolio', 'serviceQuality']) {
    await app.inject({
      method: 'PUT',
      url: `/api/companies/${companyId}/verification/checks`,
      headers: admin.auth,
      payload: { criterion, passed: true, note: 'checked' },
    });
  }
  const reps = [
    await signedInUser(app, accounts, { role: 'SALES_REP', companyId, prefix: 'rep' }),
    await signedInUser(app, accounts, { role: 'SALES_REP', companyId, prefix: 'rep' }),
  ];
  return { id: companyId, manager, reps };
}

/** The manager buys a plan and pays on the stand-in's checkout page; the events are applied. */
export async function buy(manager: Person, plan: 'monthly' | 'yearly') {
  const started = await app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    headers: manager.auth,
    payload: { plan },
  });
  const url = new URL(started.json().url as string);
  const successUrl = await standIn.pay(url.pathname.split('/').at(-1) as string);
  await runJobs();
  const sub = [...standIn.subscriptions.values()].at(-1);
  return { successUrl, subscriptionId: sub?.id as string };
}

export async function subscriptionOf(person: Person) {
  return (await app.inject({ method: 'GET', url: '/api/billing/subscription', headers: person.auth })).json();
}

beforeAll(async () => {
  uploads = mkdtempSync(join(tmpdir(), 'tendero-billing-'));
  standIn = new StripeStandIn({
    webhookSecret,
    prices,
    plnPrices,
    deliver: async (event) => {
      const answer = await postEvent(event.payload, event.header);
      deliveries.push({ event, status: answer.statusCode });
    },
  });
  const base = await standIn.listen();
  nbp = new NbpStandIn({ everyWorkingDay: true });
  const nbpBase = await nbp.listen();
  config = testConfig({
    STRIPE_SECRET_KEY: 'sk_test_tendero',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_MONTHLY: prices.monthly,
    STRIPE_PRICE_YEARLY: prices.yearly,
    STRIPE_PRICE_MONTHLY_PLN: plnPrices.monthly,
    STRIPE_PRICE_YEARLY_PLN: plnPrices.yearly,
    STRIPE_API_URL: base,
    FREE_APPLICATIONS_PER_MONTH: '2',
    PREMIUM_GRACE_DAYS: '3',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    NBP_URL: nbpBase,
  });
  database = await openTestDatabase();
  const ctx = domainContext(config, database, clock);
  accounts = createAccounts(ctx, {
    passwordHasher: testPasswordHasher,
    secret: config.sessionSecret,
    failedSignInsPerHour: 100,
  });
  billing = createBillingFor(ctx, config, {
    onPaymentPaid: async (_db, payment) => {
      paidPayments.push(payment);
    },
  });
  invoicing = createInvoicingFor(ctx, config);
  app = await buildTestApp({
    database,
    config,
    accounts,
    clock,
    billing,
    invoicing,
    storage: createLocalStorage(uploads),
  });
  admin = await signedInUser(app, accounts, { role: 'ADMIN', prefix: 'admin' });
  client = await signedInUser(app, accounts, { role: 'CLIENT', prefix: 'client' });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await standIn?.close();
  await nbp?.close();
  rmSync(uploads, { recursive: true, force: true });
});
