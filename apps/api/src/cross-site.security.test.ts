import { internalCallHeader } from '@tendero/contracts';
import type { DatabaseHandle } from '@tendero/db';
import { type Accounts, createAccounts } from '@tendero/domain/accounts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainContext } from './capabilities';
import { buildTestApp, openTestDatabase, signedInUser, testConfig } from './test/test-app';
import { testPasswordHasher } from './test/test-password-hasher';

/**
 * A page on another port of the same host made the signed-in manager's
 * browser create a FAQ entry and invite an attacker into the team. PUBLIC_URL here is http://localhost:3000.
 */
const config = testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
const env = {} as { database: DatabaseHandle; accounts: Accounts; app: FastifyInstance };
beforeAll(async () => {
  env.database = await openTestDatabase();
  env.accounts = createAccounts(domainContext(config, env.database), {
    passwordHasher: testPasswordHasher,
    secret: config.sessionSecret,
    failedSignInsPerHour: 100,
  });
  env.app = await buildTestApp({ database: env.database, config, accounts: env.accounts });
});
afterAll(async () => {
  await env.app?.close();
  await env.database?.close();
});
const appOrigin = 'http://localhost:3000';
const evilOrigin = 'http://localhost:4000';

async function manager() {
  const signed = await signedInUser(env.app, env.accounts, { role: 'MANAGER', companyName: 'Wisła Soft' });
  return { ...signed, companyId: signed.user.companyId as string, cookies: { accessToken: signed.token } };
}

async function faqsOf(companyId: string, auth: Record<string, string>) {
  const profile = await env.app.inject({ url: `/api/companies/${companyId}`, headers: auth });
  return profile.json().faqs as { question: string }[];
}

async function teamEmails(managerId: string, auth: Record<string, string>) {
  const team = await env.app.inject({ url: `/api/managers/${managerId}/team`, headers: auth });
  return (team.json().members as { email: string }[]).map((member) => member.email);
}

describe('a state change carrying the session cookie', () => {
  it('is refused when it comes from another origin (the FAQ attack, form-encoded)', async () => {
    const { companyId, cookies, auth } = await manager();
    const response = await env.app.inject({
      method: 'POST',
      url: `/api/companies/${companyId}/faqs`,
      cookies,
      headers: {
        origin: evilOrigin,
        'sec-fetch-site': 'same-site',
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': 'pl',
      },
      payload: 'question=Planted%3F&answer=Yes',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'CROSS_SITE_REQUEST',
      message:
        'To żądanie przyszło z innej witryny i zostało odrzucone. Otwórz Tendero bezpośrednio i spróbuj ponownie.',
    });
    expect(await faqsOf(companyId, auth)).toEqual([]);
  });

  it('is refused by Origin alone and by Sec-Fetch-Site alone (the invitation attack, JSON)', async () => {
    const { user, cookies, auth } = await manager();
    for (const headers of [
      { origin: evilOrigin },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: appOrigin },
    ]) {
      const response = await env.app.inject({
        method: 'POST',
        url: '/api/users/invite/sale',
        cookies,
        headers,
        payload: { sellerName: 'Mallory', email: 'mallory@evil.example' },
      });
      expect([headers, response.statusCode, response.json().reason]).toEqual([headers, 403, 'CROSS_SITE_REQUEST']);
    }
    expect(await teamEmails(user.id, auth)).not.toContain('mallory@evil.example');
  });

  it('works from the app’s own pages', async () => {
    const { companyId, cookies, auth } = await manager();
    for (const [question, headers] of [
      ['Same origin (Fetch Metadata)?', { 'sec-fetch-site': 'same-origin', origin: appOrigin }],
      ['Same origin (Origin only)?', { origin: appOrigin }],
    ] as const) {
      const response = await env.app.inject({
        method: 'POST',
        url: `/api/companies/${companyId}/faqs`,
        cookies,
        headers,
        payload: { question, answer: 'Yes.' },
      });
      expect(response.statusCode).toBeLessThan(300);
    }
    expect((await faqsOf(companyId, auth)).map((faq) => faq.question)).toEqual([
      'Same origin (Fetch Metadata)?',
      'Same origin (Origin only)?',
    ]);
  });

  it('works for the page renderer’s in-process calls (internal key), and only with the right key', async () => {
    const { user, cookies } = await manager();
    const call = (key: string) =>
      env.app.inject({
        method: 'PUT',
        url: `/api/users/${user.id}/active`,
        cookies,
        headers: { [internalCallHeader]: key, origin: evilOrigin },
      });
    expect((await call(config.internalKey)).statusCode).toBe(200);
    expect((await call('a-guessed-key')).statusCode).toBe(403);
  });
});

describe('calls without the session cookie', () => {
  it('with a Bearer token keep working from anywhere (an API client is not a CSRF vector)', async () => {
    const { companyId, auth } = await manager();
    const response = await env.app.inject({
      method: 'POST',
      url: `/api/companies/${companyId}/faqs`,
      headers: { ...auth, origin: evilOrigin },
      payload: { question: 'From a script?', answer: 'Yes.' },
    });
    expect(response.statusCode).toBeLessThan(300);
  });
});

describe('form-encoded bodies', () => {
  it('are accepted for sign-up (SPEC §7), arrays as name[]', async () => {
    const form = new URLSearchParams({
      accountType: 'client',
      firstName: 'Ewa',
      lastName: 'Formularz',
      email: 'ewa.form@firma.pl',
      phone: '+48501234567',
      username: 'ewa_form',
      password: 'Dobre!Haslo1',
      passwordRepeat: 'Dobre!Haslo1',
      consent: 'on',
    });
    const response = await env.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(response.statusCode).toBe(201);
  });

  it('are refused everywhere else, even from the app’s own origin', async () => {
    const { companyId, auth } = await manager();
    const response = await env.app.inject({
      method: 'POST',
      url: `/api/companies/${companyId}/faqs`,
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'question=Form%3F&answer=Yes',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', reason: 'FORM_BODY_REFUSED' });
    expect(await faqsOf(companyId, auth)).toEqual([]);
  });
});
