import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@tendero/db';
import { type Clock, runDueJobs } from '@tendero/domain';
import { type Accounts, createAccounts } from '@tendero/domain/accounts';
import { createCompanyProfiles } from '@tendero/domain/companies';
import { createLocalStorage } from '@tendero/domain/files';
import { createInquiryDigestHandler, inquiryDigestJob } from '@tendero/domain/inquiries';
import { refreshCompanyFacts } from '@tendero/domain/marketplace';
import { listMailbox } from '@tendero/domain/notifications';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainContext } from '../../capabilities';
import { buildTestApp, companyDetails, openTestDatabase, signedInUser, testConfig } from '../../test/test-app';
import { testPasswordHasher } from '../../test/test-password-hasher';

/**
 * E-mails go in the recipient's language — the one of their sign-up, then the last one they used
 * (a signed-in request in another language moves it) — and every link in them too. An invitation goes in the
 * language of the page the manager invited from. One test per kind of e-mail.
 */
let offsetMs = 0;
const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
const config = testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', PUBLIC_URL: 'https://tendero.test' });
let database: DatabaseHandle;
let accounts: Accounts;
let app: FastifyInstance;
let uploads: string;
type Person = Awaited<ReturnType<typeof signedInUser>>;
let admin: Person;
let manager: Person;
let reps: Person[];

/** Everyone starts Polish (their sign-up language); the tests then use the site in English. */
const polish = (role: 'CLIENT' | 'MANAGER' | 'SALES_REP', extra: Record<string, string> = {}) =>
  signedInUser(app, accounts, { role, locale: 'pl', prefix: `lang${role.toLowerCase()}`, ...extra });

/** A signed-in request from a page in `locale` (what every page's API call sends). */
const usesSiteIn = async (person: Person, locale: 'en' | 'pl') => {
  const response = await app.inject({
    url: '/api/auth/session',
    headers: { ...person.auth, 'accept-language': locale },
  });
  expect(response.statusCode).toBe(200);
};

async function post(person: Person | null, url: string, payload?: object, locale = 'en') {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...(person?.auth ?? {}), 'accept-language': locale },
    ...(payload ? { payload } : {}),
  });
}

async function mailTo(email: string) {
  return (await listMailbox(database.db, 1000)).filter((message) => message.to === email.toLowerCase());
}
/** Every link of the e-mail points to pages in `locale`. */
function expectLinksIn(text: string, locale: 'en' | 'pl') {
  const links = text.match(/https:\/\/tendero\.test\/[^\s)]*/g) ?? [];
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link.startsWith(`https://tendero.test/${locale}/`), link).toBe(true);
}

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

beforeAll(async () => {
  uploads = mkdtempSync(join(tmpdir(), 'tendero-uploads-'));
  database = await openTestDatabase();
  accounts = createAccounts(domainContext(config, database), {
    passwordHasher: testPasswordHasher,
    secret: config.sessionSecret,
    failedSignInsPerHour: 100,
  });
  app = await buildTestApp({ database, config, accounts, clock, storage: createLocalStorage(uploads) });
  admin = await signedInUser(app, accounts, { role: 'ADMIN', prefix: 'langadmin' });
  manager = await polish('MANAGER', { companyName: 'Biuro Rachunkowe Bałtyk' });
  const companyId = manager.user.companyId as string;
  reps = [];
  for (let i = 0; i < 3; i++) reps.push(await polish('SALES_REP', { companyId }));
  const profiles = createCompanyProfiles(domainContext(config, database), {
    storage: createLocalStorage(uploads),
    onCompanyChanged: refreshCompanyFacts,
  });
  await profiles.updateCompany(
    { userId: manager.user.id, role: 'MANAGER' },
    companyId,
    companyDetails({
      name: 'Biuro Rachunkowe Bałtyk',
      description: 'Bookkeeping for small companies in Pomerania.',
      city: 'gdansk',
      languages: ['pl', 'en'],
    }),
  );
  for (const criterion of ['competencies', 'teamSize', 'portfolio', 'serviceQuality']) {
    await app.inject({
      method: 'PUT',
      url: `/api/companies/${companyId}/verification/checks`,
      headers: admin.auth,
      payload: { criterion, passed: true, note: 'checked' },
    });
  }
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(uploads, { recursive: true, force: true });
});

describe('the stored language', () => {
  it('follows the language a signed-in user last used, and only a language the request names', async () => {
    const person = await polish('CLIENT');
    const localeOf = async () => {
      const result = await database.db.execute(`select locale from users where id = '${person.user.id}'` as never);
      return (result as unknown as { rows: { locale: string }[] }).rows[0]?.locale;
    };
    expect(await localeOf()).toBe('pl');
    // An API client that names no language changes nothing.
    await app.inject({ url: '/api/auth/session', headers: person.auth });
    expect(await localeOf()).toBe('pl');
    await usesSiteIn(person, 'en');
    expect(await localeOf()).toBe('en');
    await app.inject({ url: '/api/auth/session', headers: { ...person.auth, cookie: 'NEXT_LOCALE=pl' } });
    expect(await localeOf()).toBe('pl');
  });
});

describe('every e-mail in the recipient’s language, links included', () => {
  it('activation: in the language of the sign-up page', async () => {
    for (const locale of ['en', 'pl'] as const) {
      const email = `signup.${locale}@lang.test`;
      const created = await post(
        null,
        '/api/auth/sign-up',
        {
          accountType: 'client',
          firstName: 'Ewa',
          lastName: 'Kowalczyk',
          email,
          phone: '+48501234567',
          username: `signup_${locale}`,
          password: 'Dobre!Haslo1',
          passwordRepeat: 'Dobre!Haslo1',
          consent: true,
        },
        locale,
      );
      expect(created.statusCode).toBe(201);
      const [mail] = await mailTo(email);
      expect(mail?.subject).toBe(
        locale === 'en' ? 'Confirm your e-mail address for Tendero' : 'Potwierdź adres e-mail w Tendero',
      );
      expectLinksIn(mail?.text ?? '', locale);
    }
  });

  it('recovery code: in the language the user last used', async () => {
    const person = await polish('CLIENT');
    await usesSiteIn(person, 'en');
    const asked = await post(null, '/api/auth/recover', { email: person.user.email }, 'pl');
    expect(asked.statusCode).toBe(202);
    const [mail] = await mailTo(person.user.email);
    expect(mail?.subject).toBe('Your Tendero recovery code');
    // The code is in the body only: a subject shows on lock screens and in notifications.
    expect(mail?.text).toMatch(/\b\d{6}\b/);
  });

  it('account deleted: in the language of the page it was deleted from', async () => {
    const person = await polish('CLIENT');
    const deleted = await post(person, '/api/users/me/delete', { password: 'Mocne!Haslo9' }, 'en');
    expect(deleted.statusCode).toBe(200);
    const [mail] = await mailTo(person.user.email);
    expect(mail?.subject).toBe('Your Tendero account is deleted');
  });

  it('invitation: in the language of the page the manager invited from; sent again, in that page’s', async () => {
    const email = 'invited.rep@lang.test';
    const invited = await post(manager, '/api/users/invite/sale', { sellerName: 'Olga Rep', email }, 'en');
    expect(invited.statusCode).toBe(201);
    const [first] = await mailTo(email);
    expect(first?.subject).toBe('Biuro Rachunkowe Bałtyk invites you to Tendero');
    expectLinksIn(first?.text ?? '', 'en');
    const again = await post(
      manager,
      `/api/managers/${manager.user.id}/team/${invited.json().userId}/invitation`,
      undefined,
      'pl',
    );
    expect(again.statusCode).toBe(202);
    const [latest] = await mailTo(email);
    expect(latest?.subject).toBe('Biuro Rachunkowe Bałtyk zaprasza Cię do Tendero');
    expectLinksIn(latest?.text ?? '', 'pl');
  });

  it('new offer, accepted, not chosen (every reason): in the language each recipient last used', async () => {
    const client = await polish('CLIENT');
    await usesSiteIn(client, 'en');
    for (const rep of reps) await usesSiteIn(rep, 'en');
    const rep = (index: number) => reps[index] as Person;

    const publish = async () => {
      const response = await post(client, '/api/orders', inquiry);
      expect(response.statusCode).toBe(201);
      return response.json().id as string;
    };
    const apply = async (index: number, inquiryId: string) => {
      const response = await post(rep(index), `/api/orders/${inquiryId}/applications`, offer);
      expect(response.statusCode).toBe(201);
      return response.json().id as string;
    };
    // Accepted, not chosen because another was accepted, declined; then closed; then deleted.
    const decided = await publish();
    const accepted = await apply(0, decided);
    await apply(1, decided);
    const declined = await apply(2, decided);
    expect((await post(client, `/api/orders/${decided}/applications/${declined}/decline`)).statusCode).toBe(200);
    expect((await post(client, `/api/orders/${decided}/applications/${accepted}/acceptance`)).statusCode).toBe(200);
    const closed = await publish();
    await apply(0, closed);
    expect((await post(client, `/api/orders/${closed}/closure`)).statusCode).toBe(200);
    const removed = await publish();
    await apply(1, removed);
    const deletion = await app.inject({ method: 'DELETE', url: `/api/orders/${removed}`, headers: client.auth });
    expect(deletion.statusCode).toBe(204);

    const toClient = await mailTo(client.user.email);
    const offers = toClient.filter((mail) => mail.subject.startsWith('New offer from'));
    expect(offers.length).toBe(5);
    // The award's handshake reaches the client too, in the client's language.
    const award = toClient.filter((mail) => mail.subject.startsWith('You accepted the offer of Biuro'));
    expect(award).toHaveLength(1);
    expectLinksIn(award[0]?.text ?? '', 'en');
    for (const mail of offers) {
      expect(mail.subject).toBe('New offer from Biuro Rachunkowe Bałtyk for your inquiry');
      expectLinksIn(mail.text, 'en');
    }
    const toReps = (await Promise.all(reps.map((person) => mailTo(person.user.email)))).flat();
    expect(toReps.map((mail) => mail.subject.replace(/:.*/, '')).sort()).toEqual([
      'Thank you for your offer',
      'Thank you for your offer',
      'Thank you for your offer',
      'Thank you for your offer',
      'Your offer was accepted',
    ]);
    for (const mail of toReps) expectLinksIn(mail.text, 'en');

    // And the other way round: a client who moved to Polish gets Polish.
    const polishAgain = await polish('CLIENT');
    await usesSiteIn(polishAgain, 'en');
    await usesSiteIn(polishAgain, 'pl');
    const published = await post(polishAgain, '/api/orders', inquiry, 'pl');
    await apply(0, published.json().id);
    const [polishOffer] = await mailTo(polishAgain.user.email);
    expect(polishOffer?.subject).toBe('Nowa oferta od Biuro Rachunkowe Bałtyk na Twoje zapytanie');
    expectLinksIn(polishOffer?.text ?? '', 'pl');
  });

  it('inquiry digest: in the language each provider last used', async () => {
    await usesSiteIn(manager, 'en');
    const client = await polish('CLIENT');
    await post(client, '/api/orders', { ...inquiry, city: 'sopot' }, 'pl');
    offsetMs = 11 * 60_000;
    try {
      await runDueJobs(database.db, clock, {
        [inquiryDigestJob]: createInquiryDigestHandler(domainContext(config, database, clock)),
      });
    } finally {
      offsetMs = 0;
    }
    const digest = (await mailTo(manager.user.email)).find((mail) => mail.text.includes('Sopot'));
    expect(digest?.subject).toMatch(/new inquir(y|ies) for your services on Tendero$/);
    expectLinksIn(digest?.text ?? '', 'en');
  });

  it('support confirmation: in the language of the page the request was written on', async () => {
    const person = await polish('CLIENT');
    const sent = await post(
      person,
      '/api/support/requests',
      { name: 'Jan Nowak', email: person.user.email, topic: 'billing', message: 'How do I pay for Premium yearly?' },
      'en',
    );
    expect(sent.statusCode).toBe(201);
    const mails = await mailTo(person.user.email);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail.subject).toMatch(/^We received your message/);
  });
});
