import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import type { DatabaseHandle } from '@tendero/db';
import { type Accounts, createAccounts, totpCode } from '@tendero/domain/accounts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsFor, domainContext } from '../../capabilities';
import { type LoopbackProvider, signInAtProvider, startLoopbackProvider } from '../../test/loopback-openid-provider';
import {
  buildTestApp,
  openTestDatabase,
  signedInUser,
  stubRenderer,
  testConfig,
  testTotpSecret,
} from '../../test/test-app';
import { testPasswordHasher } from '../../test/test-password-hasher';

/**
 * Sign-in with a provider against a real OpenID Connect server on loopback (panva's oidc-provider): the
 * authorization code flow with PKCE, the ID token checked against the server's keys, state and nonce.
 */
let oidc: LoopbackProvider;
let database: DatabaseHandle;
let app: FastifyInstance;
let accounts: Accounts;
const redirectUri = 'http://localhost:3000/login/provider';

beforeAll(async () => {
  oidc = await startLoopbackProvider({ redirectUris: [redirectUri] });
  const config = testConfig({
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    GOOGLE_CLIENT_ID: oidc.clientId,
    GOOGLE_CLIENT_SECRET: oidc.clientSecret,
    GOOGLE_DISCOVERY_URL: oidc.discoveryUrl,
  });
  expect(`${config.publicUrl}/login/provider`).toBe(redirectUri);
  database = await openTestDatabase();
  accounts = createAccountsFor(domainContext(config, database), config);
  app = await buildTestApp({ database, config, accounts, render: stubRenderer() });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await oidc?.close();
});

/** One browser: its cookies for Tendero (the flow and pending keys, the session). */
function browser() {
  const jar = new Map<string, string>();
  const keep = (response: LightMyRequestResponse) => {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0)) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    return response;
  };
  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    keep(await app.inject({ method, url, cookies: Object.fromEntries(jar), ...(payload ? { payload } : {}) }));
  return {
    jar,
    call,
    /** Starts at Tendero, signs in at the provider as `login`, and hands the answer back to Tendero. */
    async throughProvider(login: string, change?: (answer: URL) => unknown) {
      const started = await call('POST', '/api/auth/providers/google/start?locale=pl');
      expect(started.statusCode).toBe(200);
      const answer = await signInAtProvider(started.json().url, login, redirectUri);
      await change?.(answer);
      const params = Object.fromEntries(answer.searchParams);
      return call('POST', '/api/auth/providers/callback', params);
    },
  };
}

let counter = 0;
const fresh = (prefix: string) => `${prefix}.${process.pid}x${++counter}@firma.test`;

async function rows<T>(sql: string): Promise<T[]> {
  return ((await database.db.execute(sql as never)) as unknown as { rows: T[] }).rows;
}
const mailsTo = (email: string) =>
  rows<{ subject: string; text: string }>(
    `select subject, text from mail_messages where "to" = '${email}' order by created_at`,
  );

describe('sign-in with a provider (loopback OpenID Connect server)', () => {
  it('offers only the configured providers', async () => {
    const listed = await app.inject({ url: '/api/auth/providers' });
    expect(listed.json()).toEqual({ providers: ['google'] });
    const microsoft = await app.inject({ method: 'POST', url: '/api/auth/providers/microsoft/start' });
    expect(microsoft.statusCode).toBe(404);
    expect(microsoft.json().reason).toBe('PROVIDER_UNAVAILABLE');
  });

  it('sends the person to the provider with PKCE, state and nonce', async () => {
    const started = await app.inject({ method: 'POST', url: '/api/auth/providers/google/start' });
    const url = new URL(started.json().url);
    expect(url.origin).toBe(new URL(oidc.issuer).origin);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['state', 'nonce', 'code_challenge'])
      expect(url.searchParams.get(name)?.length).toBeGreaterThan(20);
    expect(url.searchParams.get('redirect_uri')).toBe(redirectUri);
    expect(started.cookies.find((cookie) => cookie.name === 'tendero_provider_flow')?.httpOnly).toBe(true);
  });

  it('signs up a new client the provider vouches for: ACTIVE at once, then signs in directly', async () => {
    const person = browser();
    const email = fresh('ewa.lis');
    const answer = await person.throughProvider(email);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      outcome: 'pending',
      pending: { kind: 'sign-up', email, emailVerified: true, firstName: 'Ewa', lastName: 'Lis', locale: 'pl' },
    });
    expect((await person.call('GET', '/api/auth/providers/pending')).json().email).toBe(email);
    const refused = await person.call('POST', '/api/auth/providers/pending/sign-up', {
      accountType: 'client',
      firstName: 'Ewa',
      lastName: 'Lis',
      consent: false,
    });
    expect(refused.statusCode).toBe(400);
    const created = await person.call('POST', '/api/auth/providers/pending/sign-up', {
      accountType: 'client',
      firstName: 'Ewa',
      lastName: 'Lis',
      consent: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ outcome: 'signed-in', role: 'CLIENT', locale: 'pl' });
    const session = await person.call('GET', '/api/auth/session');
    expect(session.json()).toMatchObject({ email, role: 'CLIENT', status: 'ACTIVE' });
    // The pending identity is used up.
    expect((await person.call('GET', '/api/auth/providers/pending')).statusCode).toBe(404);

    const later = browser();
    const again = await later.throughProvider(email);
    expect(again.json()).toMatchObject({ outcome: 'signed-in', userId: created.json().userId });
    expect(later.jar.get('accessToken')).toBe(again.json().accessToken);
  });

  it('signs up a company: the person becomes its manager', async () => {
    const person = browser();
    const email = fresh('marek.zajac');
    await person.throughProvider(email);
    const missingName = await person.call('POST', '/api/auth/providers/pending/sign-up', {
      accountType: 'company',
      firstName: 'Marek',
      lastName: 'Zając',
      consent: true,
    });
    expect(missingName.statusCode).toBe(400);
    expect(missingName.json().fieldErrors.map((e: { path: string }) => e.path)).toEqual(['companyName']);
    const created = await person.call('POST', '/api/auth/providers/pending/sign-up', {
      accountType: 'company',
      firstName: 'Marek',
      lastName: 'Zając',
      companyName: 'Zając Księgowość',
      phone: '+48501234567',
      consent: true,
    });
    expect(created.json()).toMatchObject({ outcome: 'signed-in', role: 'MANAGER' });
    const [company] = await rows<{ name: string }>(
      `select c.name from companies c join users u on u.company_id = c.id where u.email = '${email}'`,
    );
    expect(company?.name).toBe('Zając Księgowość');
  });

  it('keeps a new person whose address the provider does not vouch for UNVERIFIED, with the confirmation e-mail', async () => {
    const person = browser();
    const email = fresh('olga.bak');
    const answer = await person.throughProvider(`unverified.${email}`);
    expect(answer.json().pending).toMatchObject({ kind: 'sign-up', email, emailVerified: false });
    const created = await person.call('POST', '/api/auth/providers/pending/sign-up', {
      accountType: 'client',
      firstName: 'Olga',
      lastName: 'Bąk',
      consent: true,
    });
    expect(created.json()).toEqual({ outcome: 'confirm-email', next: '/login/register-success' });
    expect(person.jar.has('accessToken')).toBe(false);
    const [user] = await rows<{ status: string }>(`select status from users where email = '${email}'`);
    expect(user?.status).toBe('UNVERIFIED');
    expect((await mailsTo(email)).some((mail) => mail.text.includes('/activate-account?token='))).toBe(true);
    // Signing in with the provider before confirming is refused like a password sign-in.
    const early = await browser().throughProvider(`unverified.${email}`);
    expect(early.statusCode).toBe(403);
    expect(early.json().reason).toBe('ACCOUNT_NOT_ACTIVE');
  });

  it('links an existing account only with its password, e-mails the person and records it', async () => {
    const { user } = await signedInUser(app, accounts, { prefix: 'link.pw', locale: 'pl' });
    const person = browser();
    const answer = await person.throughProvider(user.email);
    expect(answer.json().pending).toMatchObject({ kind: 'link', email: user.email });
    // No session before the owner confirms.
    expect(person.jar.has('accessToken')).toBe(false);
    const wrong = await person.call('POST', '/api/auth/providers/pending/link/password', { password: 'Zle!Haslo1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors[0].path).toBe('password');
    const linked = await person.call('POST', '/api/auth/providers/pending/link/password', { password: 'Mocne!Haslo9' });
    expect(linked.json()).toMatchObject({ outcome: 'signed-in', userId: user.id });
    const mails = await mailsTo(user.email);
    expect(mails.map((mail) => mail.subject)).toContain('Google jest teraz połączony z Twoim kontem Tendero');
    const audit = await rows<{ action: string }>(
      `select action from audit_log where target_id = '${user.id}' and action like 'auth.provider%'`,
    );
    expect(audit.map((row) => row.action)).toEqual(['auth.provider-link']);

    const later = await browser().throughProvider(user.email);
    expect(later.json()).toMatchObject({ outcome: 'signed-in', userId: user.id });
  });

  it('links an existing account with a code e-mailed to it; five wrong tries end the attempt', async () => {
    const { user } = await signedInUser(app, accounts, { prefix: 'link.code' });
    const person = browser();
    await person.throughProvider(user.email);
    expect((await person.call('POST', '/api/auth/providers/pending/link/send-code')).statusCode).toBe(202);
    const mail = (await mailsTo(user.email)).find((m) => m.subject === 'Your code to link Google to Tendero');
    const code = /^(\d{6})$/m.exec(mail?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await person.call('POST', '/api/auth/providers/pending/link/code', { code: wrongCode });
    expect(wrong.json().fieldErrors[0]).toEqual({ path: 'code', message: 'This code is incorrect or has expired.' });
    const linked = await person.call('POST', '/api/auth/providers/pending/link/code', { code });
    expect(linked.json()).toMatchObject({ outcome: 'signed-in', userId: user.id });

    const { user: other } = await signedInUser(app, accounts, { prefix: 'link.guess' });
    const guesser = browser();
    await guesser.throughProvider(other.email);
    await guesser.call('POST', '/api/auth/providers/pending/link/send-code');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const guess = String(100000 + i);
      statuses.push((await guesser.call('POST', '/api/auth/providers/pending/link/code', { code: guess })).statusCode);
    }
    expect(statuses.slice(0, 5).every((status) => status === 400)).toBe(true);
    expect(statuses[5]).toBe(404);
    const [links] = await rows<{ n: number }>(
      `select count(*)::int as n from credentials where user_id = '${other.id}' and provider_id = 'google'`,
    );
    expect(links?.n).toBe(0);
  });

  it('refuses to link when the provider does not vouch for the address', async () => {
    const { user } = await signedInUser(app, accounts, { prefix: 'unverified.owner' });
    const person = browser();
    const answer = await person.throughProvider(`unverified.${user.email}`);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ reason: 'PROVIDER_EMAIL_UNVERIFIED' });
    expect(person.jar.has('tendero_provider_pending')).toBe(false);
    expect(person.jar.has('accessToken')).toBe(false);
  });

  it('refuses an unknown or reused state, a state from another browser, a wrong nonce and a mixed-up issuer', async () => {
    const email = fresh('state.check');
    const forged = await browser().throughProvider(email, (answer) => answer.searchParams.set('state', 'x'.repeat(43)));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().reason).toBe('PROVIDER_STATE');

    // The victim's browser never started this sign-in: the attacker's answer does not count there.
    const attacker = browser();
    const started = await attacker.call('POST', '/api/auth/providers/google/start');
    const answer = await signInAtProvider(started.json().url, email, redirectUri);
    const victim = browser();
    const crossed = await victim.call('POST', '/api/auth/providers/callback', Object.fromEntries(answer.searchParams));
    expect(crossed.json().reason).toBe('PROVIDER_STATE');
    // The state was used up by that try: the attacker cannot use it either.
    const reused = await attacker.call('POST', '/api/auth/providers/callback', Object.fromEntries(answer.searchParams));
    expect(reused.json().reason).toBe('PROVIDER_STATE');

    // The ID token carries the nonce sent; the one kept for this state no longer matches it.
    const nonce = await browser().throughProvider(email, () =>
      database.db.execute(`update provider_sign_in_flows set nonce = 'another-nonce'` as never),
    );
    expect(nonce.statusCode).toBe(401);
    expect(nonce.json().reason).toBe('PROVIDER_REFUSED');

    const mixedUp = await browser().throughProvider(email, (url) => url.searchParams.set('iss', 'https://evil.test'));
    expect(mixedUp.json().reason).toBe('PROVIDER_REFUSED');
    const [made] = await rows<{ n: number }>(`select count(*)::int as n from users where email = '${email}'`);
    expect(made?.n).toBe(0);
  });

  it('refuses a suspended linked account with the sign-in message', async () => {
    const { user } = await signedInUser(app, accounts, { prefix: 'suspended' });
    const person = browser();
    await person.throughProvider(user.email);
    await person.call('POST', '/api/auth/providers/pending/link/password', { password: 'Mocne!Haslo9' });
    await database.db.execute(`update users set status = 'SUSPENDED' where id = '${user.id}'` as never);
    const refused = await browser().throughProvider(user.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      reason: 'ACCOUNT_SUSPENDED',
      message: 'This account has been suspended. Contact support if you think this is a mistake.',
    });
  });

  it('still asks the second factor of a person who has one, after linking and after each provider sign-in', async () => {
    const { user } = await signedInUser(app, accounts, { prefix: 'withtotp' });
    await accounts.presetTotp(user.id, testTotpSecret);
    const person = browser();
    await person.throughProvider(user.email);
    const linked = await person.call('POST', '/api/auth/providers/pending/link/password', { password: 'Mocne!Haslo9' });
    expect(linked.json()).toMatchObject({ outcome: 'challenge', challenge: { kind: 'SECOND_FACTOR' } });
    expect(person.jar.has('accessToken')).toBe(false);

    const later = browser();
    const again = await later.throughProvider(user.email);
    expect(again.json()).toMatchObject({
      outcome: 'challenge',
      challenge: { kind: 'SECOND_FACTOR', methods: ['totp', 'recovery'] },
    });
    expect(again.json().accessToken).toBeUndefined();
    expect(later.jar.has('accessToken')).toBe(false);
    const answered = await later.call('POST', '/api/auth/sign-in/second-factor', {
      challengeId: again.json().challenge.id,
      method: 'totp',
      code: totpCode(testTotpSecret, new Date()),
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ userId: user.id });
    expect(later.jar.get('accessToken')).toBe(answered.json().accessToken);
  });

  it('lists linked providers and unlinks one, never the last way to sign in', async () => {
    const { user, token } = await signedInUser(app, accounts, { prefix: 'unlink' });
    const person = browser();
    await person.throughProvider(user.email);
    await person.call('POST', '/api/auth/providers/pending/link/password', { password: 'Mocne!Haslo9' });
    const cookies = { accessToken: token };
    const listed = await app.inject({ url: '/api/users/me/providers', cookies });
    expect(listed.json()).toMatchObject({ linked: [{ provider: 'google' }], hasPassword: true });
    const unlinked = await app.inject({ method: 'DELETE', url: '/api/users/me/providers/google', cookies });
    expect(unlinked.statusCode).toBe(204);
    expect((await app.inject({ url: '/api/users/me/providers', cookies })).json().linked).toEqual([]);
    expect((await mailsTo(user.email)).map((mail) => mail.subject)).toContain(
      'Google was unlinked from your Tendero account',
    );

    // An account made with the provider has no password: its only link stays.
    const newcomer = browser();
    await newcomer.throughProvider(fresh('only.google'));
    const created = await newcomer.call('POST', '/api/auth/providers/pending/sign-up', {
      accountType: 'client',
      firstName: 'Ola',
      lastName: 'Nowak',
      consent: true,
    });
    const last = await app.inject({
      method: 'DELETE',
      url: '/api/users/me/providers/google',
      cookies: { accessToken: created.json().accessToken },
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().reason).toBe('LAST_SIGN_IN_METHOD');
  });
});

describe('an issuer unreachable when the server starts', () => {
  it('is offered, says it is unavailable, and works once the issuer answers', async () => {
    const port = await new Promise<number>((done) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => done(free));
      });
    });
    const config = testConfig({
      GOOGLE_CLIENT_ID: oidc.clientId,
      GOOGLE_CLIENT_SECRET: oidc.clientSecret,
      GOOGLE_DISCOVERY_URL: `http://127.0.0.1:${port}/.well-known/openid-configuration`,
    });
    const late = await buildTestApp({
      database,
      config,
      accounts: createAccountsFor(domainContext(config, database), config),
      render: stubRenderer(),
    });
    expect((await late.inject({ url: '/api/auth/providers' })).json()).toEqual({ providers: ['google'] });
    const down = await late.inject({ method: 'POST', url: '/api/auth/providers/google/start' });
    expect(down.statusCode).toBe(404);
    expect(down.json().message).toBe('Signing in with this provider is not available.');
    const issuer = await startLoopbackProvider({ port, redirectUris: [redirectUri] });
    const up = await late.inject({ method: 'POST', url: '/api/auth/providers/google/start' });
    expect(up.statusCode).toBe(200);
    expect(new URL(up.json().url).port).toBe(String(port));
    await issuer.close();
    await late.close();
  });
});

describe('without provider settings', () => {
  it('offers no provider and refuses to start', async () => {
    const config = testConfig();
    const plain = createAccounts(domainContext(config, database), {
      passwordHasher: testPasswordHasher,
      secret: config.sessionSecret,
      failedSignInsPerHour: 100,
    });
    const bare = await buildTestApp({ database, config, accounts: plain, render: stubRenderer() });
    expect((await bare.inject({ url: '/api/auth/providers' })).json()).toEqual({ providers: [] });
    const start = await bare.inject({ method: 'POST', url: '/api/auth/providers/google/start' });
    expect(start.statusCode).toBe(404);
    await bare.close();
  });
});
