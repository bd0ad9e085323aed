import type { DatabaseHandle } from '@tendero/db';
import { createAccounts } from '@tendero/domain/accounts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainContext } from '../capabilities';
import { buildTestApp, openTestDatabase, signedInUser, stubRenderer, testConfig } from '../test/test-app';
import { testPasswordHasher } from '../test/test-password-hasher';

/**
 * The calls of SPEC §7 ("Calls made"), as a client written from the spec sends them (under /api, the API
 * base). `{name}` is a parameter; every other segment is literal and must never land in a parameter of
 * another route (`PUT /companies/premium` was answered by `PUT /companies/:companyId`).
 */
const specCalls = [
  'POST /auth/sign-in',
  'POST /auth/sign-up',
  'GET /users/{userId}/contacts',
  'GET /companies/salesreps/{id}',
  'GET /managers/{id}',
  'GET /users/{id}',
  'GET /managers/company-titles',
  'PUT /companies/premium',
  'DELETE /users/{cognitoUserId}/favourites/{offerId}',
  'POST /users/{cognitoUserId}/favourites/{salesRepCognitoId}/{offerId}',
  'POST /managers/{ownerId}/photo/',
  'POST /companies/salesreps/{ownerId}/photo/',
  'POST /users/{ownerId}/photo/',
  'PUT /users/{userId}/active',
  'DELETE /managers/{managerId}/team/{memberId}',
  'POST /users/invite/sale',
  'POST /newsletter/subscribe',
  'POST /tag',
  'GET /companies/cities',
  'GET /categories',
  // SPEC §2: the payment provider's webhook.
] as const;

/**
 * Calls whose feature has not landed yet (later issues): no route of ours may answer them, so they get an
 * honest 404 until their own route arrives. Remove a call from here when its feature lands.
 */
const notYetRouted = new Set<string>([]);

/** The call with a distinct sample value per parameter, and those values. */
function concrete(call: string) {
  const [method = '', template = ''] = call.split(' ');
  const samples: string[] = [];
  const path = template.replace(/\{(\w+)\}/g, (_all, name: string) => {
    const sample = `sample-${name.toLowerCase()}-${samples.length}`;
    samples.push(sample);
    return sample;
  });
  return { method, url: `/api${path}`, samples };
}

const config = testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  accounts = createAccounts(domainContext(config, database), {
    passwordHasher: testPasswordHasher,
    secret: config.sessionSecret,
    failedSignInsPerHour: 100,
  });
  // With the page gateway, as in production: its catch-all must not answer an API call either.
  app = await buildTestApp({ database, config, accounts, render: stubRenderer() });
  const manager = await signedInUser(app, accounts, { role: 'MANAGER', companyName: 'Premium Test' });
  managerAuth = manager.auth;
  managerEmail = manager.user.email;
});
let managerAuth: Record<string, string>;
let managerEmail = '';
let accounts: ReturnType<typeof createAccounts>;

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('SPEC §7 calls', () => {
  it.each(specCalls)('%s is answered by its own route (no literal segment taken as a parameter)', (call) => {
    const { method, url, samples } = concrete(call);
    const found = app.findRoute({ method, url });
    if (notYetRouted.has(call)) {
      // Nothing of ours (no parameter route, no page catch-all) may claim it.
      expect(found === null || Object.keys(found.params).every((name) => name === '*')).toBe(true);
      return;
    }
    expect(found, `${call} has no route`).not.toBeNull();
    expect(Object.values(found?.params ?? {}).sort()).toEqual([...samples].sort());
  });

  it('answers a call whose feature has not landed with a plain 404, never another route', async () => {
    for (const call of notYetRouted) {
      const { method, url } = concrete(call);
      const response = await app.inject({ method: method as 'POST', url, headers: managerAuth, payload: {} });
      expect(response.statusCode, call).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('PUT /companies/premium (hasPremium, email) as SPEC §7 writes it: an admin grants Premium, others are refused', async () => {
    const admin = await signedInUser(app, accounts, { role: 'ADMIN', prefix: 'specadmin' });
    const body = { hasPremium: true, email: managerEmail };
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/companies/premium',
      headers: managerAuth,
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
    const granted = await app.inject({
      method: 'PUT',
      url: '/api/companies/premium',
      headers: admin.auth,
      payload: body,
    });
    expect(granted.json()).toMatchObject({ status: 200, hasPremium: true });
    const anonymous = await app.inject({ method: 'PUT', url: '/api/companies/premium', payload: body });
    expect(anonymous.statusCode).toBe(401);
  });

  it('POST /api/stripe/check-subscription-status (email) answers the subscription of that person’s company', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/stripe/check-subscription-status',
      headers: managerAuth,
      payload: { email: managerEmail },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ hasPremium: true, source: 'manual', canManage: true });
  });
});
