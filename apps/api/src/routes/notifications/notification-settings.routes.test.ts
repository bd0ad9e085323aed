import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, schema } from '@tendero/db';
import { type Clock, runDueJobs } from '@tendero/domain';
import { type Accounts, createAccounts } from '@tendero/domain/accounts';
import { createCompanyProfiles } from '@tendero/domain/companies';
import { createLocalStorage } from '@tendero/domain/files';
import { createInquiryDigestHandler, inquiryDigestJob } from '@tendero/domain/inquiries';
import { refreshCompanyFacts } from '@tendero/domain/marketplace';
import { listMailbox, mailingSignature } from '@tendero/domain/notifications';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainContext } from '../../capabilities';
import { buildTestApp, companyDetails, openTestDatabase, signedInUser, testConfig } from '../../test/test-app';
import { testPasswordHasher } from '../../test/test-password-hasher';

/**
 * Issue 40: a person's notification settings (every kind's e-mail and push), and every sender telling
 * people by the channels they chose: the offer e-mails, the inquiry digest, and the unsubscribe link that
 * switches off exactly its kind.
 */
let offsetMs = 0;
const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
const config = testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', PUBLIC_URL: 'https://tendero.test' });
let database: DatabaseHandle;
let accounts: Accounts;
let app: FastifyInstance;
let uploads: string;
type Person = Awaited<ReturnType<typeof signedInUser>>;
let manager: Person;
let rep: Person;

const linkSecret = () => domainContext(config, database).settings.linkSecret;
const inquiry = {
  services: ['bookkeeping'],
  visibilityDays: 7,
  description: 'We need monthly bookkeeping for a small design studio in Gdańsk.',
  currency: 'PLN',
  city: 'gdansk',
  marketingConsent: false,
};
const offer = {
  message: 'We would be glad to keep your books from next month.',
  priceMin: 900,
  currency: 'PLN',
  timelineDays: 7,
  scope: 'Bookkeeping, VAT and yearly statements.',
  paymentTerms: 'Monthly',
  validUntil: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
};

async function call(person: Person | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return app.inject({ method, url, headers: { ...(person?.auth ?? {}) }, ...(payload ? { payload } : {}) });
}
async function mailTo(email: string) {
  return (await listMailbox(database.db, 1000)).filter((message) => message.to === email.toLowerCase());
}
async function pushJobsOf(userId: string) {
  const rows = await database.db.select().from(schema.jobs).where(eq(schema.jobs.kind, 'notifications.send-push'));
  return rows.filter((row) => row.payload.userId === userId).map((row) => row.payload);
}
async function addDevice(userId: string) {
  await database.db.insert(schema.pushSubscriptions).values({
    userId,
    endpoint: `https://push.test/${userId}`,
    p256dh: 'BPublicKey',
    auth: 'secret',
    device: 'Chromium on Linux',
  });
}

beforeAll(async () => {
  uploads = mkdtempSync(join(tmpdir(), 'tendero-uploads-'));
  database = await openTestDatabase();
  accounts = createAccounts(domainContext(config, database), {
    passwordHasher: testPasswordHasher,
    secret: config.sessionSecret,
    failedSignInsPerHour: 100,
  });
  app = await buildTestApp({ database, config, accounts, clock, storage: createLocalStorage(uploads) });
  const admin = await signedInUser(app, accounts, { role: 'ADMIN', prefix: 'nsadmin' });
  manager = await signedInUser(app, accounts, { role: 'MANAGER', prefix: 'nsmanager', companyName: 'Kinds Books' });
  const companyId = manager.user.companyId as string;
  rep = await signedInUser(app, accounts, { role: 'SALES_REP', prefix: 'nsrep', companyId });
  const profiles = createCompanyProfiles(domainContext(config, database), {
    storage: createLocalStorage(uploads),
    onCompanyChanged: refreshCompanyFacts,
  });
  await profiles.updateCompany(
    { userId: manager.user.id, role: 'MANAGER' },
    companyId,
    companyDetails({ name: 'Kinds Books', description: 'Bookkeeping for small companies.', city: 'gdansk' }),
  );
  for (const criterion of ['competencies', 'teamSize', 'portfolio', 'serviceQuality']) {
    await call(admin, 'PUT', `/api/companies/${companyId}/verification/checks`, {
      criterion,
      passed: true,
      note: 'checked',
    });
  }
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(uploads, { recursive: true, force: true });
});

describe('the settings API', () => {
  it('answers every kind with its defaults, changes only what a PUT names, and only for the caller', async () => {
    expect((await call(null, 'GET', '/api/me/notifications')).statusCode).toBe(401);
    const person = await signedInUser(app, accounts, { role: 'CLIENT', prefix: 'nsapi' });
    const first = await call(person, 'GET', '/api/me/notifications');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      kinds: {
        messages: { email: true, push: true },
        inquiries: { email: true, push: true },
        offers: { email: true, push: true },
        meetings: { email: true, push: true },
        newsletters: { email: true, push: false },
        news: { email: true, push: false },
      },
      pushDevices: 0,
    });
    const saved = await call(person, 'PUT', '/api/me/notifications', {
      offers: { email: false },
      news: { push: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().kinds.offers).toEqual({ email: false, push: true });
    expect(saved.json().kinds.news).toEqual({ email: true, push: true });
    expect(saved.json().kinds.messages).toEqual({ email: true, push: true });
    await addDevice(person.user.id);
    expect((await call(person, 'GET', '/api/me/notifications')).json().pushDevices).toBe(1);
    // Someone else's settings are untouched; unknown kinds and non-booleans are refused.
    expect((await call(rep, 'GET', '/api/me/notifications')).json().kinds.offers).toEqual({ email: true, push: true });
    expect((await call(person, 'PUT', '/api/me/notifications', { alerts: { email: false } })).statusCode).toBe(400);
    expect((await call(person, 'PUT', '/api/me/notifications', { offers: { email: 'no' } })).statusCode).toBe(400);
  });
});

describe('senders respect the settings', () => {
  it('offers.email off: no offer e-mail, but the push job for a person with a device; others still e-mailed', async () => {
    const quiet = await signedInUser(app, accounts, { role: 'CLIENT', prefix: 'nsquiet' });
    const loud = await signedInUser(app, accounts, { role: 'CLIENT', prefix: 'nsloud' });
    await addDevice(quiet.user.id);
    expect((await call(quiet, 'PUT', '/api/me/notifications', { offers: { email: false } })).statusCode).toBe(200);
    for (const client of [quiet, loud]) {
      const published = await call(client, 'POST', '/api/orders', inquiry);
      expect(published.statusCode).toBe(201);
      const applied = await call(rep, 'POST', `/api/orders/${published.json().id}/applications`, offer);
      expect(applied.statusCode).toBe(201);
    }
    expect((await mailTo(quiet.user.email)).filter((mail) => mail.subject.startsWith('New offer'))).toHaveLength(0);
    const pushes = await pushJobsOf(quiet.user.id);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ kind: 'offers', title: 'New offer from Kinds Books' });
    expect(String(pushes[0]?.path)).toMatch(/^\/en\/orders\/my\//);
    const loudMails = (await mailTo(loud.user.email)).filter((mail) => mail.subject.startsWith('New offer'));
    expect(loudMails).toHaveLength(1);
    // No device: no push job, whatever the switch.
    expect(await pushJobsOf(loud.user.id)).toHaveLength(0);
    // The offer e-mail's unsubscribe link names its kind.
    expect(loudMails[0]?.text).toMatch(/delete-mailing\/[^\s]*kind=offers&sig=/);
  });

  it('the digest skips a provider who switched inquiries.email off, and reaches the others', async () => {
    expect((await call(rep, 'PUT', '/api/me/notifications', { inquiries: { email: false } })).statusCode).toBe(200);
    const client = await signedInUser(app, accounts, { role: 'CLIENT', prefix: 'nsdigest' });
    expect((await call(client, 'POST', '/api/orders', { ...inquiry, city: 'sopot' })).statusCode).toBe(201);
    offsetMs = 11 * 60_000;
    try {
      await runDueJobs(database.db, clock, {
        [inquiryDigestJob]: createInquiryDigestHandler(domainContext(config, database, clock)),
      });
    } finally {
      offsetMs = 0;
    }
    const digestOf = async (person: Person) =>
      (await mailTo(person.user.email)).filter((mail) => /new inquir(y|ies) for your services/.test(mail.subject));
    expect(await digestOf(rep)).toHaveLength(0);
    const toManager = await digestOf(manager);
    expect(toManager).toHaveLength(1);
    expect(toManager[0]?.text).toMatch(/kind=inquiries&sig=/);
  });
});

describe('unsubscribe by kind', () => {
  it('a link naming a kind switches exactly that kind’s e-mail off; a forged kind fails the signature', async () => {
    const person = await signedInUser(app, accounts, { role: 'CLIENT', prefix: 'nsunsub' });
    const email = person.user.email;
    const userId = person.user.id;
    const sig = mailingSignature(linkSecret(), email, userId, null, 'meetings');
    const query = new URLSearchParams({ email, kind: 'meetings', sig });
    const info = await call(null, 'GET', `/api/users/${userId}/unsubscribe?${query}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ kind: 'meetings', unsubscribed: { kind: false, all: false } });
    // The same signature with another kind, or without its kind, is refused.
    for (const forged of [
      { email, sig, kind: 'offers' },
      { email, sig },
    ]) {
      const refused = await call(null, 'POST', `/api/users/${userId}/unsubscribe`, forged);
      expect(refused.statusCode).toBe(403);
    }
    const done = await call(null, 'POST', `/api/users/${userId}/unsubscribe`, { email, sig, kind: 'meetings' });
    expect(done.statusCode).toBe(204);
    const kinds = (await call(person, 'GET', '/api/me/notifications')).json().kinds;
    expect(kinds.meetings).toEqual({ email: false, push: true });
    for (const kind of ['messages', 'inquiries', 'offers', 'newsletters', 'news'] as const) {
      expect(kinds[kind].email).toBe(true);
    }
    const after = await call(null, 'GET', `/api/users/${userId}/unsubscribe?${query}`);
    expect(after.json()).toMatchObject({ unsubscribed: { kind: true, all: false } });
    // Not "stop everything": the account still gets the other kinds' e-mails.
    const [row] = await database.db
      .select({ at: schema.users.mailingUnsubscribedAt })
      .from(schema.users)
      .where(eq(schema.users.id, userId));
    expect(row?.at).toBeNull();
  });

  it('the one-click header (RFC 8058) stops the kind the e-mail names', async () => {
    const person = await signedInUser(app, accounts, { role: 'CLIENT', prefix: 'nsoneclick' });
    const sig = mailingSignature(linkSecret(), person.user.email, person.user.id, null, 'messages');
    const query = new URLSearchParams({ email: person.user.email, userId: person.user.id, kind: 'messages', sig });
    const done = await call(null, 'POST', `/api/newsletter/unsubscribe?${query}`);
    expect(done.statusCode).toBe(204);
    const kinds = (await call(person, 'GET', '/api/me/notifications')).json().kinds;
    expect(kinds.messages.email).toBe(false);
    expect(kinds.offers.email).toBe(true);
  });
});
