import {
  consentAcceptancesSchema,
  consentTextsSchema,
  consentVersionSchema,
  userConsentsSchema,
} from '@tendero/contracts';
import type { Clock } from '@tendero/domain';
import { acceptCurrentConsents, createConsents } from '@tendero/domain/consents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsFor, domainContext } from '../../capabilities';
import { buildTestApp, openTestDatabase, signedInUser, testConfig } from '../../test/test-app';

// Sign-ups and invitations report the accepted terms through the accounts events, as the server wires them.
const config = testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
let offsetMs = 0;
const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let accounts: ReturnType<typeof createAccountsFor>;
let app: Awaited<ReturnType<typeof buildTestApp>>;
type Person = Awaited<ReturnType<typeof signedInUser>>;
let admin: Person;
let manager: Person;
let rep: Person;
let client: Person;

beforeAll(async () => {
  database = await openTestDatabase();
  accounts = createAccountsFor(domainContext(config, database, clock), config);
  app = await buildTestApp({ database, config, accounts, clock });
  admin = await signedInUser(app, accounts, { role: 'ADMIN', prefix: 'cadmin', firstName: 'Adam', lastName: 'Admin' });
  manager = await signedInUser(app, accounts, { role: 'MANAGER', prefix: 'cmgr', companyName: 'Consent Co' });
  rep = await signedInUser(app, accounts, {
    role: 'SALES_REP',
    prefix: 'crep',
    companyId: manager.user.companyId as string,
  });
  client = await signedInUser(app, accounts, { role: 'CLIENT', prefix: 'cclient' });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const call = (method: 'GET' | 'POST', url: string, person?: Person, payload?: object, locale = 'en') =>
  app.inject({ method, url, headers: { ...(person?.auth ?? {}), 'accept-language': locale }, payload });
const texts = async () => consentTextsSchema.parse((await call('GET', '/api/admin/consents', admin)).json());
const kindOf = async (kind: 'terms' | 'privacy' | 'marketing') => {
  const found = (await texts()).kinds.find((entry) => entry.kind === kind);
  if (!found) throw new Error(`no ${kind}`);
  return found;
};
const termsEn = 'These are the new terms of service of Tendero, version two, effective today.';
const termsPl = 'To jest nowy regulamin serwisu Tendero, wersja druga, obowiązujący od dziś.';

let signUpCount = 0;
async function signUp(ip: string) {
  signUpCount++;
  const email = `consent.signup${process.pid}x${signUpCount}@firma.pl`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    remoteAddress: ip,
    payload: {
      accountType: 'client',
      firstName: 'Zofia',
      lastName: `Zgodna${signUpCount}`,
      email,
      phone: '+48501234567',
      username: `zgoda_${process.pid}_${signUpCount}`,
      password: 'Dobre!Haslo1',
      passwordRepeat: 'Dobre!Haslo1',
      consent: true,
    },
  });
  expect(response.statusCode).toBe(201);
  return { userId: response.json().userId as string, email };
}

const userConsents = async (email: string) =>
  userConsentsSchema.parse(
    (await call('GET', `/api/admin/consents/user?email=${encodeURIComponent(email)}`, admin)).json(),
  );

describe('consent texts: versions, acceptances and the admin console', () => {
  it('refuses every consents call to every other role (403, still signed in) and to visitors (401)', async () => {
    const body = { bodyEn: termsEn, bodyPl: termsPl };
    for (const person of [manager, rep, client]) {
      expect((await call('GET', '/api/admin/consents', person)).statusCode).toBe(403);
      expect((await call('POST', '/api/admin/consents/terms/versions', person, body)).statusCode).toBe(403);
      expect((await call('GET', '/api/admin/consents/terms/versions/1/acceptances', person)).statusCode).toBe(403);
      expect((await call('GET', '/api/admin/consents/terms/versions/1/acceptances.csv', person)).statusCode).toBe(403);
      expect((await call('GET', `/api/admin/consents/user?email=${admin.user.email}`, person)).statusCode).toBe(403);
      expect((await call('GET', '/api/auth/session', person)).statusCode).toBe(200);
    }
    expect((await call('GET', '/api/admin/consents')).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/consents/terms/versions', undefined, body)).statusCode).toBe(401);
    expect((await kindOf('terms')).versions).toHaveLength(1);
  });

  it('has version 1 of each kind on a fresh database, in both languages, published with the first release', async () => {
    const all = await texts();
    expect(all.kinds.map((entry) => entry.kind)).toEqual(['terms', 'privacy', 'marketing']);
    for (const entry of all.kinds) {
      expect(entry.current).toBe(1);
      expect(entry.versions).toEqual([
        expect.objectContaining({ version: 1, current: true, publishedBy: null, acceptances: 0 }),
      ]);
    }
    const [terms, privacy, marketing] = all.kinds.map((entry) => entry.versions[0]);
    expect(terms?.bodyEn).toContain('/en/statue');
    expect(terms?.bodyPl).toContain('/pl/statue');
    expect(terms?.bodyPl).toContain('ukończone 18 lat');
    expect(privacy?.bodyEn).toContain('/en/privacy');
    expect(marketing?.bodyPl).toContain('Zgadzam się');
  });

  it('records the current terms and privacy versions at sign-up, with the address, and lists who accepted', async () => {
    const first = await signUp('203.0.113.7');
    const lookup = await userConsents(first.email.toUpperCase());
    expect(lookup.user).toMatchObject({ id: first.userId, role: 'CLIENT' });
    expect(lookup.items.map((item) => [item.kind, item.version, item.ip, item.current]).sort()).toEqual([
      ['privacy', 1, '203.0.113.7', true],
      ['terms', 1, '203.0.113.7', true],
    ]);
    const list = consentAcceptancesSchema.parse(
      (await call('GET', '/api/admin/consents/terms/versions/1/acceptances', admin)).json(),
    );
    expect(list.version).toMatchObject({ kind: 'terms', version: 1, acceptances: 1, current: true });
    expect(list.items).toEqual([
      expect.objectContaining({ userId: first.userId, email: first.email, name: 'Zofia Zgodna1', role: 'CLIENT' }),
    ]);
    expect(list.total).toBe(1);
    const none = (
      await call('GET', '/api/admin/consents/terms/versions/1/acceptances?q=nobody-like-this', admin)
    ).json();
    expect(none).toMatchObject({ items: [], total: 0 });
    const found = (await call('GET', '/api/admin/consents/terms/versions/1/acceptances?q=zgodna1', admin)).json();
    expect(found.total).toBe(1);
    expect((await call('GET', '/api/admin/consents/terms/versions/9/acceptances', admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/consents/user?email=nobody%40tendero.test', admin)).statusCode).toBe(404);
  });

  it('publishes version 2 (validated, in both languages): it becomes current, later sign-ups accept it, the log records it', async () => {
    const short = await call(
      'POST',
      '/api/admin/consents/terms/versions',
      admin,
      { bodyEn: 'Too short', bodyPl: '' },
      'pl',
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors).toEqual(
      expect.arrayContaining([
        { path: 'bodyEn', message: 'Wpisz co najmniej 20 znaków.' },
        { path: 'bodyPl', message: 'Pola nie mogą być puste' },
      ]),
    );
    const long = await call('POST', '/api/admin/consents/terms/versions', admin, {
      bodyEn: 'x'.repeat(20_001),
      bodyPl: termsPl,
    });
    expect(long.json().fieldErrors).toEqual([
      { path: 'bodyEn', message: 'The text can have at most 20,000 characters.' },
    ]);
    expect(
      (await call('POST', '/api/admin/consents/cookies/versions', admin, { bodyEn: termsEn, bodyPl: termsPl }))
        .statusCode,
    ).toBe(400);

    // The current text again publishes nothing.
    const current = (await kindOf('terms')).versions[0];
    const unchanged = await call('POST', '/api/admin/consents/terms/versions', admin, {
      bodyEn: current?.bodyEn,
      bodyPl: current?.bodyPl,
    });
    expect(unchanged.statusCode).toBe(409);
    expect((await kindOf('terms')).current).toBe(1);

    offsetMs = 60_000;
    const published = await call('POST', '/api/admin/consents/terms/versions', admin, {
      bodyEn: termsEn,
      bodyPl: termsPl,
    });
    expect(published.statusCode).toBe(201);
    const version = consentVersionSchema.parse(published.json());
    expect(version).toMatchObject({
      kind: 'terms',
      version: 2,
      bodyEn: termsEn,
      bodyPl: termsPl,
      current: true,
      acceptances: 0,
      publishedBy: { id: admin.user.id, name: 'Adam Admin' },
    });
    const terms = await kindOf('terms');
    expect(terms.current).toBe(2);
    expect(terms.versions.map((entry) => [entry.version, entry.current, entry.acceptances])).toEqual([
      [2, true, 0],
      [1, false, 1],
    ]);
    expect((await kindOf('privacy')).current).toBe(1);

    const later = await signUp('198.51.100.4');
    const accepted = await userConsents(later.email);
    expect(accepted.items.map((item) => [item.kind, item.version]).sort()).toEqual([
      ['privacy', 1],
      ['terms', 2],
    ]);
    // The first person accepted version 1, now outdated: nothing breaks, the lookup says so.
    const first = await userConsents(`consent.signup${process.pid}x1@firma.pl`);
    expect(first.items.find((item) => item.kind === 'terms')).toMatchObject({ version: 1, current: false });
    const session = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: client.user.username, password: 'Mocne!Haslo9' },
    });
    expect(session.statusCode).toBe(200);

    const log = (await call('GET', '/api/admin/audit?action=consent.publish', admin)).json();
    expect(log.items).toEqual([
      expect.objectContaining({
        action: 'consent.publish',
        actor: { id: admin.user.id, name: 'Adam Admin' },
        targetType: 'consent',
        targetId: version.id,
        detail: { kind: 'terms', version: 2 },
      }),
    ]);
    expect(log.items[0].ip).toBeTruthy();
  });

  it('exports who accepted a version as CSV (headers in the reader language, formulas defused) and logs the export', async () => {
    await accounts.createAccount({
      email: `formula${process.pid}@tendero.test`,
      password: 'Mocne!Haslo9',
      username: `formula${process.pid}`,
      firstName: '=HYPERLINK("x")',
      lastName: 'Test',
      phone: null,
      role: 'CLIENT',
      status: 'ACTIVE',
      locale: 'en',
    });
    const formula = await accounts.sessionOf(`formula${process.pid}`);
    const ctx = domainContext(config, database, clock);
    await acceptCurrentConsents(ctx, formula?.userId as string, ['terms'], { ip: '192.0.2.1' });

    const csv = await call('GET', '/api/admin/consents/terms/versions/2/acceptances.csv?locale=pl', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('tendero-terms-v2-acceptances.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    // A Polish reader: ';' between cells (Polish Excel's list separator), times in Warsaw's zone.
    expect(lines[0]).toBe('Treść;Wersja;Imię i nazwisko;E-mail;Rola;Zaakceptowano;Adres IP');
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain(`"'=HYPERLINK(""x"") Test"`);
    expect(csv.body).toContain('Regulamin;2;');
    expect(lines.find((line) => line.includes('192.0.2.1'))).toMatch(/;\d{4}-\d{2}-\d{2} \d{2}:\d{2};192\.0\.2\.1$/);
    expect(csv.body).toContain('192.0.2.1');

    const log = (await call('GET', '/api/admin/audit?action=export.consents', admin)).json();
    expect(log.items[0]).toMatchObject({
      action: 'export.consents',
      actor: { id: admin.user.id },
      detail: { kind: 'terms', version: 2, rows: 2 },
    });
  });

  it('records the marketing text when an inquiry is sent with the box ticked, and only then', async () => {
    const inquiry = {
      services: ['bookkeeping'],
      visibilityDays: 7,
      description: 'We need monthly bookkeeping for a 12-person software company in Warsaw.',
      currency: 'PLN',
    };
    const without = await call('POST', '/api/orders', client, { ...inquiry, marketingConsent: false });
    expect(without.statusCode).toBe(201);
    expect((await userConsents(client.user.email)).items).toEqual([]);
    const ticked = await call('POST', '/api/orders', client, { ...inquiry, marketingConsent: true });
    expect(ticked.statusCode).toBe(201);
    expect((await userConsents(client.user.email)).items).toEqual([
      expect.objectContaining({ kind: 'marketing', version: 1, current: true }),
    ]);
    expect((await kindOf('marketing')).versions[0]?.acceptances).toBe(1);
  });

  it('records the current terms and privacy when an invited rep completes the invitation with the box ticked', async () => {
    const email = `invited${process.pid}@consent.pl`;
    const invited = await call('POST', '/api/users/invite/sale', manager, { sellerName: 'Ida Nowa', email });
    expect(invited.statusCode).toBe(201);
    const mails = await database.db.execute(
      `select text from mail_messages where "to" = '${email}' order by created_at desc limit 1` as never,
    );
    const text = (mails as unknown as { rows: { text: string }[] }).rows[0]?.text ?? '';
    const token = /invitation=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
    const body = { token, password: 'Nowe!Haslo2', passwordRepeat: 'Nowe!Haslo2' };
    const refused = await call('POST', '/api/auth/invitation/accept', undefined, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual([
      { path: 'consent', message: 'Accept the terms of service to create an account' },
    ]);
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/auth/invitation/accept',
      remoteAddress: '192.0.2.44',
      payload: { ...body, consent: true },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await userConsents(email)).items.map((item) => [item.kind, item.version, item.ip]).sort()).toEqual([
      ['privacy', 1, '192.0.2.44'],
      ['terms', 2, '192.0.2.44'],
    ]);
  });

  it('the demo seed records the current terms and privacy for every account but admins, once', async () => {
    const consents = createConsents(domainContext(config, database, clock));
    await consents.seedDemoAcceptances();
    await consents.seedDemoAcceptances();
    expect((await userConsents(rep.user.email)).items.map((item) => [item.kind, item.version]).sort()).toEqual([
      ['privacy', 1],
      ['terms', 2],
    ]);
    expect((await userConsents(admin.user.email)).items).toEqual([]);
    // What a person accepted before keeps its first acceptance.
    const first = await userConsents(`consent.signup${process.pid}x1@firma.pl`);
    expect(first.items.find((item) => item.kind === 'privacy')?.ip).toBe('203.0.113.7');
  });
});
