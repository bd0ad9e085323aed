import { type DatabaseHandle, openDatabase } from '@tendero/db';
import type { Accounts } from '@tendero/domain/accounts';
import { createAccounts } from '@tendero/domain/accounts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainContext } from '../capabilities';
import { startTcpProxy } from '../test/tcp-proxy';
import { buildTestApp, openTestDatabase, signedInUser, stubRenderer, testConfig } from '../test/test-app';
import { testPasswordHasher } from '../test/test-password-hasher';

/** A database that can be taken down and brought back while the app keeps running. */
type Outage = { database: DatabaseHandle; down: () => void; up: () => Promise<void>; close: () => Promise<void> };

/**
 * PGlite cannot go away, so its client is made to fail every statement as PostgreSQL's connections do
 * when it restarts (57P01, "terminating connection due to administrator command"), prepared statements
 * and transactions included.
 */
function pgliteOutage(database: DatabaseHandle): Outage {
  const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
  const methods = ['query', 'exec', 'transaction'];
  return {
    database,
    down: () => {
      for (const name of methods) {
        client[name] = async () => {
          throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
        };
      }
    },
    up: async () => {
      for (const name of methods) delete client[name];
    },
    close: () => database.close(),
  };
}

/**
 * PostgreSQL (TEST_DATABASE_URL) behind a TCP relay: taking it down cuts every open connection and refuses
 * new ones, as a restarting server does; bringing it back relays again. The app's pool sees the real errors.
 */
async function postgresOutage(direct: DatabaseHandle): Promise<Outage> {
  const name = ((await direct.db.execute('select current_database() as name' as never)) as { rows: { name: string }[] })
    .rows[0]?.name as string;
  const target = new URL(process.env.TEST_DATABASE_URL as string);
  const relay = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const url = new URL(relay.url('postgres'));
  url.username = target.username;
  url.password = target.password;
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 4 });
  return {
    database,
    down: relay.cut,
    up: async () => relay.restore(),
    close: async () => {
      await database.close();
      await relay.close();
    },
  };
}

const metricsToken = 'metrics-token-for-tests-0123456789';
const config = testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', METRICS_TOKEN: metricsToken });
let direct: DatabaseHandle;
let outage: Outage;
let app: FastifyInstance;
let accounts: Accounts;
let auth: { authorization: string };

beforeAll(async () => {
  direct = await openTestDatabase();
  outage = process.env.TEST_DATABASE_URL ? await postgresOutage(direct) : pgliteOutage(direct);
  accounts = createAccounts(domainContext(config, outage.database), {
    passwordHasher: testPasswordHasher,
    secret: config.sessionSecret,
    failedSignInsPerHour: 100,
  });
  app = await buildTestApp({ database: outage.database, config, accounts, render: stubRenderer() });
  ({ auth } = await signedInUser(app, accounts, { prefix: 'outage' }));
});
afterAll(async () => {
  await app?.close();
  if (outage.database !== direct) await outage.close();
  await direct.close();
});

const requests = () => [
  { name: 'readiness', method: 'GET' as const, url: '/readyz' },
  { name: 'search', method: 'GET' as const, url: '/api/companies/search?query=okna' },
  { name: 'signed-in read', method: 'GET' as const, url: '/api/meetings', headers: auth },
  {
    name: 'sign-in',
    method: 'POST' as const,
    url: '/api/auth/sign-in',
    payload: { username: 'nobody-here', password: 'Mocne!Haslo9' },
  },
  {
    name: 'support request',
    method: 'POST' as const,
    url: '/api/support/requests',
    payload: { name: 'Anna Nowak', email: 'anna@firma.pl', topic: 'billing', message: 'How do I pay yearly?' },
  },
  { name: 'page of a signed-in person', method: 'GET' as const, url: '/en/dashboard', headers: auth },
];

describe('while the database is down', () => {
  it('answers 503 with Retry-After and the usual error body, then serves again once it is back, by itself', async () => {
    outage.down();
    for (const { name, ...request } of requests()) {
      const response = await app.inject(request);
      expect(response.statusCode, name).toBe(503);
      expect(response.headers['retry-after'], name).toBe('5');
      if (request.url === '/readyz') {
        expect(response.json()).toMatchObject({ status: 'unavailable', database: 'down' });
        continue;
      }
      expect(response.json(), name).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        reason: 'DATABASE_UNAVAILABLE',
        message: expect.any(String),
        requestId: response.headers['x-request-id'],
      });
    }
    // The scrape still answers (its bearer token is no session to look up), saying the database is down.
    const scrape = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${metricsToken}` } });
    expect(scrape.statusCode).toBe(200);
    expect(scrape.body).toContain(`tendero_db_up{kind="${outage.database.kind}"} 0`);

    await outage.up();
    const expected: Record<string, number> = { 'sign-in': 401, 'support request': 201 };
    for (const { name, ...request } of requests()) {
      const response = await app.inject(request);
      expect(response.statusCode, `${name}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
      if (expected[name]) expect(response.statusCode, name).toBe(expected[name]);
      expect(response.headers['retry-after'], name).toBeUndefined();
    }
  });
});
