import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentRemovalSchema, type RemovableKind } from '@tendero/contracts';
import type { DatabaseHandle } from '@tendero/db';
import type { Clock } from '@tendero/domain';
import type { Accounts } from '@tendero/domain/accounts';
import { createLocalStorage } from '@tendero/domain/files';
import { createModeration, type Moderation } from '@tendero/domain/moderation';
import { listMailbox } from '@tendero/domain/notifications';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { createAccountsFor, domainContext } from '../../capabilities';
import { buildTestApp, companyDetails, openTestDatabase, signedInUser, testConfig } from '../../test/test-app';

/**
 * The content of a content-removal test file: an admin, a verified company (Cedar Books: its manager and
 * client use the site in Polish) with one of each removable kind of content, on a clock the tests move.
 * Each test file that imports it gets its own app and database.
 */
export const dayMs = 86_400_000;
let offsetMs = 0;
export const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
/** Moves the clock `ms` past the real time (0: back to it). */
export function setClockOffset(ms: number) {
  offsetMs = ms;
}
const config = testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', FREE_APPLICATIONS_PER_MONTH: '1000' });
export let database: DatabaseHandle;
export let accounts: Accounts;
export let app: FastifyInstance;
export let moderation: Moderation;
let uploads: string;
export type Person = Awaited<ReturnType<typeof signedInUser>>;
export let admin: Person;
export let manager: Person;
export let rep: Person;
export let client: Person;
export let companyId: string;
export const content = {} as Record<RemovableKind, string>;

/** The language each person uses the site in (their e-mails follow it): the manager and the client Polish. */
const siteLanguage = new Map<string, string>();

export const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  person: Person | null,
  payload?: object,
  locale?: string,
) =>
  app.inject({
    method,
    url,
    headers: {
      ...(person?.auth ?? {}),
      'accept-language': locale ?? (person ? siteLanguage.get(person.user.id) : undefined) ?? 'en',
    },
    ...(payload ? { payload } : {}),
  });

export async function created(method: 'POST' | 'PUT', url: string, person: Person, payload: object): Promise<string> {
  const response = await call(method, url, person, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().id as string;
}

export async function remove(kind: RemovableKind, reason = 'Breaks the marketplace rules on misleading claims.') {
  const response = await call('POST', '/api/admin/removals', admin, { kind, contentId: content[kind], reason });
  expect(response.statusCode, response.body).toBe(201);
  return contentRemovalSchema.parse(response.json());
}

export const restore = (removalId: string, person: Person | null = admin) =>
  call('POST', `/api/admin/removals/${removalId}/restore`, person);

export const profile = async () => (await call('GET', `/api/companies/${companyId}`, null)).json();
export const reviews = async () => (await call('GET', `/api/companies/${companyId}/reviews`, null)).json();
export const inquiryAsClient = async () => call('GET', `/api/orders/${content.inquiry}`, client);
export const foundByRep = async () =>
  (await call('GET', '/api/orders/find', rep)).json().items.map((item: { id: string }) => item.id) as string[];
export const promoListed = async () =>
  (await call('GET', '/api/companies/search?promo=1', null))
    .json()
    .items.some((c: { id: string }) => c.id === companyId);

export async function mailTo(email: string) {
  return (await listMailbox(database.db, 1000)).filter((message) => message.to === email.toLowerCase());
}

export async function auditOf(action: string) {
  return (await call('GET', `/api/admin/audit?action=${action}`, admin)).json().items as {
    action: string;
    actor: { id: string } | null;
    targetType: string;
    targetId: string;
    ip: string | null;
    detail: Record<string, unknown>;
  }[];
}

beforeAll(async () => {
  uploads = mkdtempSync(join(tmpdir(), 'tendero-uploads-'));
  database = await openTestDatabase();
  const ctx = domainContext(config, database, clock);
  accounts = createAccountsFor(ctx, config);
  app = await buildTestApp({ database, config, accounts, clock, storage: createLocalStorage(uploads) });
  moderation = createModeration(ctx);
  admin = await signedInUser(app, accounts, { role: 'ADMIN', prefix: 'modadmin' });
  manager = await signedInUser(app, accounts, {
    role: 'MANAGER',
    prefix: 'modmgr',
    companyName: 'Cedar Books',
    locale: 'pl',
    firstName: 'Marta',
  });
  companyId = manager.user.companyId as string;
  rep = await signedInUser(app, accounts, { role: 'SALES_REP', prefix: 'modrep', companyId, firstName: 'Piotr' });
  client = await signedInUser(app, accounts, { role: 'CLIENT', prefix: 'modclient', firstName: 'Ewa' });
  siteLanguage.set(manager.user.id, 'pl');
  siteLanguage.set(client.user.id, 'pl');

  await created(
    'PUT',
    `/api/companies/${companyId}`,
    manager,
    companyDetails({ name: 'Cedar Books', description: 'Bookkeeping for small companies.' }),
  );
  for (const criterion of ['competencies', 'teamSize', 'portfolio', 'serviceQuality']) {
    await created('PUT', `/api/companies/${companyId}/verification/checks`, admin, {
      criterion,
      passed: true,
      note: 'checked',
    });
  }
  const base = `/api/companies/${companyId}`;
  content.offer = await created('POST', `${base}/offers`, manager, { name: 'Monthly books', description: 'All in.' });
  content.promo = await created('POST', `${base}/promos`, manager, {
    name: 'First month half price',
    description: '',
    priceBefore: 1000,
    priceAfter: 500,
    currency: 'PLN',
    conditionsBefore: '',
    conditionsAfter: '',
  });
  content.course = await created('POST', `${base}/courses`, manager, {
    name: 'VAT basics',
    description: 'Two hours.',
    price: 300,
    currency: 'PLN',
  });
  content.faq = await created('POST', `${base}/faqs`, manager, { question: 'Do you do payroll?', answer: 'Yes.' });
  content.review = await created('POST', `${base}/reviews`, client, { rating: 2, text: 'Call me at 600 100 200!' });
  content.inquiry = await created('POST', '/api/orders', client, {
    services: ['bookkeeping'],
    visibilityDays: 7,
    description: 'We need monthly bookkeeping for a small design studio in Warsaw.',
    currency: 'PLN',
    city: 'warszawa',
    marketingConsent: false,
  });
  content.application = await created('POST', `/api/orders/${content.inquiry}/applications`, rep, {
    message: 'We can start next month.',
    priceMin: 900,
    currency: 'PLN',
    timelineDays: 7,
    scope: 'Bookkeeping and VAT.',
    paymentTerms: 'Monthly',
    validUntil: new Date(Date.now() + 30 * dayMs).toISOString().slice(0, 10),
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (uploads) rmSync(uploads, { recursive: true, force: true });
});
