import { internalCallHeader } from '@tendero/contracts';
import type { DatabaseHandle } from '@tendero/db';
import { type Accounts, createAccounts } from '@tendero/domain/accounts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainContext } from '../capabilities';
import { buildTestApp, openTestDatabase, signedInUser, stubRenderer, testConfig } from '../test/test-app';
import { testPasswordHasher } from '../test/test-password-hasher';

/**
 * The per-IP limit counted the page framework's own prefetches,
 * so one brisk user got 429s and lost a save. Costly requests are limited per person (account, or address
 * when anonymous) and per office address; page views and prefetches only by a backstop no one reaches.
 */
type Env = {
  database: DatabaseHandle;
  app: FastifyInstance;
  accounts: Accounts;
  config: ReturnType<typeof testConfig>;
};

function appWith(settings: Record<string, string>): Env {
  const env = {} as Env;
  beforeAll(async () => {
    env.config = testConfig(settings);
    env.database = await openTestDatabase();
    env.accounts = createAccounts(domainContext(env.config, env.database), {
      passwordHasher: testPasswordHasher,
      secret: env.config.sessionSecret,
      failedSignInsPerHour: 100,
    });
    env.app = await buildTestApp({
      database: env.database,
      config: env.config,
      accounts: env.accounts,
      render: stubRenderer(),
    });
  });
  afterAll(async () => {
    await env.app?.close();
    await env.database?.close();
  });
  return env;
}

const pages = ['/en/marketplace', '/en/about', '/en/blog', '/en/orders/find', '/en/account-settings', '/en/chat'];
const page = { accept: 'text/html,application/xhtml+xml', 'sec-fetch-dest': 'document' };
const prefetch = { accept: '*/*', rsc: '1', 'next-router-prefetch': '1' };

/** One page view, the framework's prefetches of the links on it and one API read: 20 requests. */
async function browse(app: FastifyInstance, auth: Record<string, string>, views: number, ip: string) {
  const statuses: number[] = [];
  for (let view = 0; view < views; view++) {
    const target = pages[view % pages.length] as string;
    statuses.push((await app.inject({ url: target, headers: { ...page, ...auth }, remoteAddress: ip })).statusCode);
    for (let link = 0; link < 18; link++) {
      const url = `${pages[(view + link) % pages.length]}?_rsc=${view}-${link}`;
      statuses.push((await app.inject({ url, headers: { ...prefetch, ...auth }, remoteAddress: ip })).statusCode);
    }
    statuses.push((await app.inject({ url: '/api/auth/session', headers: auth, remoteAddress: ip })).statusCode);
  }
  return statuses;
}

async function save(app: FastifyInstance, person: Awaited<ReturnType<typeof signedInUser>>, ip: string, n: number) {
  return app.inject({
    method: 'PUT',
    url: `/api/users/${person.user.id}/profile`,
    headers: person.auth,
    payload: { bio: `Save number ${n}` },
    remoteAddress: ip,
  });
}

/** What one brisk person does in a minute: 60 page views with their prefetches (1,200 reads), 60 saves. */
const brisk = { reads: 1_200, saves: 60 };

describe('with the default limits', () => {
  const env = appWith({ AUTH_RATE_LIMIT_PER_MINUTE: '10' });

  it('leave room for a brisk person (1,200 page views and prefetches, 60 saves a minute), five in one office', () => {
    // The counting itself is proved below at scaled-down limits, each request at the edge of its budget.
    expect(env.config.rateLimitReadsPerMinute).toBeGreaterThanOrEqual(brisk.reads);
    expect(env.config.rateLimitPerMinute).toBeGreaterThanOrEqual(brisk.saves);
    expect(env.config.rateLimitPerIpPerMinute).toBeGreaterThanOrEqual(5 * brisk.saves);
  });

  it('still refuses the 11th and every later sign-in attempt of a minute from one address, with Retry-After', async () => {
    const answers: { status: number; code?: string; retryAfter?: string }[] = [];
    for (let n = 0; n < 120; n++) {
      const response = await env.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { username: `nobody-${n}`, password: 'Wrong!Pass1' },
        remoteAddress: '10.20.0.66',
      });
      answers.push({
        status: response.statusCode,
        code: response.json().code,
        retryAfter: response.headers['retry-after'] as string | undefined,
      });
    }
    expect(answers.slice(0, 10).every((answer) => answer.status !== 429)).toBe(true);
    const refused = answers.slice(10);
    expect(refused).toHaveLength(110);
    expect(refused.every((answer) => answer.status === 429 && answer.code === 'RATE_LIMITED')).toBe(true);
    expect(Number(refused[0]?.retryAfter)).toBeGreaterThan(0);
  }, 30_000);
});

/**
 * The brisk minute at limits scaled down by 30 (reads 40, saves 2 a person, 10 an address): the same
 * counting as the defaults, each budget used to its last request, in 1/30 of the requests. Reads outnumber
 * the person's costly budget 20 to 1, as 1,200 page views outnumber the default 600, so a read counted as
 * costly would be refused.
 */
describe('a brisk minute at scaled-down limits', () => {
  const scaled = { reads: 40, saves: 2, officeSaves: 10 };
  const env = appWith({
    AUTH_RATE_LIMIT_PER_MINUTE: '10',
    RATE_LIMIT_READS_PER_MINUTE: String(scaled.reads),
    RATE_LIMIT_PER_MINUTE: String(scaled.saves),
    RATE_LIMIT_PER_IP_PER_MINUTE: String(scaled.officeSaves),
  });
  /** Read without counting (the page renderer's own call), to check a save landed. */
  const bioOf = async (person: Awaited<ReturnType<typeof signedInUser>>) =>
    (
      await env.app.inject({
        url: `/api/users/${person.user.id}`,
        headers: { ...person.auth, [internalCallHeader]: env.config.internalKey },
      })
    ).json().bio;

  it('lets one signed-in user browse and save up to the last request of each budget, and no further', async () => {
    const person = await signedInUser(env.app, env.accounts, {
      role: 'CLIENT',
      prefix: 'brisk',
      remoteAddress: '10.40.0.9',
    });
    const ip = '10.40.0.1';
    const statuses = await browse(env.app, person.auth, scaled.reads / 20, ip);
    const saves: number[] = [];
    for (let n = 0; n < scaled.saves; n++) saves.push((await save(env.app, person, ip, n)).statusCode);
    expect(statuses.length).toBe(scaled.reads);
    expect(statuses.filter((status) => status === 429)).toHaveLength(0);
    expect(saves.filter((status) => status === 204)).toHaveLength(scaled.saves);
    expect(await bioOf(person)).toBe(`Save number ${scaled.saves - 1}`);
    // Each budget was used to the end: one more of either is refused.
    expect(
      (await env.app.inject({ url: '/en/about', headers: { ...page, ...person.auth }, remoteAddress: ip })).statusCode,
    ).toBe(429);
    expect((await save(env.app, person, ip, scaled.saves)).statusCode).toBe(429);
  });

  it('lets an office of five people behind one address browse and save without limiting each other', async () => {
    const ip = '10.40.0.2';
    const people = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        signedInUser(env.app, env.accounts, { role: 'CLIENT', prefix: `office${n}`, remoteAddress: `10.40.1.${n}` }),
      ),
    );
    const statuses: number[] = [];
    for (const person of people) {
      statuses.push(...(await browse(env.app, person.auth, scaled.reads / 20, ip)));
      for (let n = 0; n < scaled.saves; n++) statuses.push((await save(env.app, person, ip, n)).statusCode);
    }
    // 200 reads from the address, five times one person's budget: reads count per person, not per address.
    expect(statuses.length).toBe(5 * (scaled.reads + scaled.saves));
    expect(statuses.filter((status) => status === 429)).toHaveLength(0);
    for (const person of people) expect(await bioOf(person)).toBe(`Save number ${scaled.saves - 1}`);
  });
});

describe('when a limit is reached', () => {
  const env = appWith({
    RATE_LIMIT_PER_MINUTE: '5',
    RATE_LIMIT_PER_IP_PER_MINUTE: '12',
    RATE_LIMIT_READS_PER_MINUTE: '30',
  });

  it("limits one account's writes, not its office neighbour's, and the office address as a whole", async () => {
    const ip = '10.30.0.1';
    const [first, second, third] = await Promise.all(
      ['a', 'b', 'c'].map((prefix) => signedInUser(env.app, env.accounts, { role: 'CLIENT', prefix })),
    );
    if (!first || !second || !third) throw new Error('users');
    for (let n = 0; n < 5; n++) expect((await save(env.app, first, ip, n)).statusCode).toBe(204);
    const refused = await save(env.app, first, ip, 5);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('Too many') });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // The neighbour on the same address still saves, until the address's own ceiling (12 a minute).
    for (let n = 0; n < 5; n++) expect((await save(env.app, second, ip, n)).statusCode).toBe(204);
    // 5 of the first (the 6th was refused before it counted for the address), 5 of the second: 10 so far.
    expect((await save(env.app, third, ip, 0)).statusCode).toBe(204);
    expect((await save(env.app, third, ip, 1)).statusCode).toBe(204);
    expect((await save(env.app, third, ip, 2)).statusCode).toBe(429);
  });

  it('answers a refused page with a translated error page and Retry-After, never JSON', async () => {
    const ip = '10.30.0.2';
    for (let n = 0; n < 30; n++) {
      expect((await env.app.inject({ url: '/pl/about', headers: page, remoteAddress: ip })).statusCode).toBe(200);
    }
    const refused = await env.app.inject({ url: '/pl/marketplace', headers: page, remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toContain('<html lang="pl">');
    expect(refused.body).toContain('Zbyt wiele żądań');
    expect(refused.body).not.toContain('RATE_LIMITED');

    const english = await env.app.inject({ url: '/en/about', headers: page, remoteAddress: ip });
    expect(english.body).toContain('Too many requests');
    const api = await env.app.inject({ url: '/api/categories', remoteAddress: ip });
    expect(api.statusCode).toBe(429);
    expect(api.json().code).toBe('RATE_LIMITED');
    expect(Number(api.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits anonymous searches per address and never the page renderer’s own calls', async () => {
    const ip = '10.30.0.3';
    const search = (headers: Record<string, string> = {}) =>
      env.app.inject({ url: '/api/companies/search?q=biuro', headers, remoteAddress: ip });
    for (let n = 0; n < 5; n++) expect((await search()).statusCode).toBe(200);
    expect((await search()).statusCode).toBe(429);
    const internal = { [internalCallHeader]: env.config.internalKey };
    for (let n = 0; n < 40; n++) expect((await search(internal)).statusCode).toBe(200);
  });
});

/** Whether a Redis server answers (it runs on the CI machine; a laptop may have none). */
async function redisAnswers(url: string): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const redisUrl = 'redis://127.0.0.1:6379';
describe.runIf(await redisAnswers(redisUrl))('with REDIS_URL, several processes', () => {
  const settings = { REDIS_URL: redisUrl, RATE_LIMIT_PER_MINUTE: '5', RATE_LIMIT_PER_IP_PER_MINUTE: '1000' };
  const first = appWith(settings);
  const second = appWith(settings);

  it('count one person together: five saves spread over two processes use up the minute', async () => {
    // An address of its own each run: Redis keeps the counts for a minute, across test runs too.
    const ip = `10.${Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const save = (env: Env) =>
      env.app.inject({ method: 'POST', url: '/api/auth/sign-out', remoteAddress: ip }).then((r) => r.statusCode);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push(await save(i % 2 === 0 ? first : second));
    expect(statuses).not.toContain(429);
    expect(await save(second)).toBe(429);
    expect(await save(first)).toBe(429);
  });
});
