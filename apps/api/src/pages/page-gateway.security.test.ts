import { matchRoute, type Role } from '@tendero/contracts';
import type { DatabaseHandle } from '@tendero/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResolver } from '../plugins/session';
import { buildTestApp, openTestDatabase, type RenderedPage, stubRenderer } from '../test/test-app';
import { decodePagePath, notFoundPagePath } from './page-gateway';

/**
 * `/en/admin/%70rofiles` rendered the admin layout (with the "not available yet" placeholder of the
 * catch-all page, which decodes its segments) to an anonymous visitor. The guard decides on the decoded path.
 */
const headerSessions: SessionResolver = async (request) => {
  const role = request.headers['x-test-role'];
  return typeof role === 'string' ? { userId: 'user-1', role: role as Role } : null;
};

let database: DatabaseHandle;
let app: FastifyInstance;
const seen: RenderedPage[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({ database, render: stubRenderer(seen), resolveSession: headerSessions });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('percent-encoded page paths', () => {
  it.each([
    '/en/admin/%70rofiles',
    '/en/%61dmin/profiles',
    '/pl/admin/%2570rofiles',
    '/en/admin%2Fprofiles',
    '/%65n/admin/profiles',
  ])('%s is guarded like /admin/profiles: an anonymous visitor never gets it rendered', async (url) => {
    seen.length = 0;
    const response = await app.inject(url);
    if (response.statusCode === 301) {
      expect(response.headers.location).toMatch(/^\/(en|pl)\/marketplace$/);
    } else {
      expect(response.statusCode).toBe(404);
      expect(seen.at(-1)?.url).toMatch(new RegExp(`^/(en|pl)${notFoundPagePath}$`));
    }
    expect(seen.map((page) => page.url)).not.toContain(url);
  });

  it('still renders for the admin, and a sales rep is sent home', async () => {
    const admin = await app.inject({ url: '/en/admin/%70rofiles', headers: { 'x-test-role': 'ADMIN' } });
    expect(admin.statusCode).toBe(200);
    const rep = await app.inject({ url: '/en/admin/%70rofiles', headers: { 'x-test-role': 'SALES_REP' } });
    expect(rep.statusCode).toBe(301);
  });

  it('answers unknown paths with the plain 404 page (no layout), and malformed encoding with a 400', async () => {
    for (const url of ['/en/no-such-page', '/pl/admin', '/en/admin/profiles/%2e%2e']) {
      seen.length = 0;
      const response = await app.inject(url);
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(seen.at(-1)?.url).toMatch(new RegExp(`^/(en|pl)${notFoundPagePath}$`));
    }
    expect(matchRoute(notFoundPagePath)).toBeNull();
    for (const url of ['/en/admin/%E0%A4%A', '/en/%zz']) {
      seen.length = 0;
      const response = await app.inject(url);
      expect([url, response.statusCode]).toEqual([url, 400]);
      expect(seen).toEqual([]);
    }
  });

  it('keeps encoded parameters working (an e-mail in the unsubscribe link)', async () => {
    const url = '/en/delete-mailing/jan%40firma.pl/user-1';
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(seen.at(-1)?.url).toBe(url);
    expect(decodePagePath('/en/a%2540b')).toBe('/en/a@b');
    expect(decodePagePath('/en/%E0%A4%A')).toBeNull();
  });
});
