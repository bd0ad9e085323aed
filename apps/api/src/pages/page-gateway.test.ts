import {
  afterSignInPath,
  isAllowed,
  type PageContext,
  pageContextSchema,
  type Role,
  roleHome,
  routeTable,
} from '@tendero/contracts';
import type { DatabaseHandle } from '@tendero/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResolver } from '../plugins/session';
import { buildTestApp, openTestDatabase, type RenderedPage, stubRenderer } from '../test/test-app';

/** Test-only sessions: the role comes from a header, the way the accounts issue will derive it from a token. */
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

function samplePath(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_all, name: string) => (name === 'email' ? 'jan%40firma.pl' : `sample-${name}`));
}

function lastContext(): PageContext {
  const raw = seen.at(-1)?.context;
  return pageContextSchema.parse(JSON.parse(decodeURIComponent(raw ?? '')));
}

describe('every route × viewer over HTTP', () => {
  const viewers: (Role | null)[] = [null, 'CLIENT', 'SALES_REP', 'MANAGER', 'ADMIN'];
  const rows = routeTable.flatMap((route) =>
    viewers.flatMap((role) => ['en', 'pl'].map((locale) => ({ id: route.id, route, role, locale }))),
  );

  it.each(rows)('$locale $id as $role', async ({ route, role, locale }) => {
    const path = samplePath(route.pattern);
    const url = path === '/' ? `/${locale}` : `/${locale}${path}`;
    const response = await app.inject({ url, headers: role ? { 'x-test-role': role } : {} });
    const allowed = isAllowed(route, role);
    if (role !== null && route.guestOnly) {
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(`/${locale}${roleHome[role]}`);
    } else if (role === null && route.signInFirst) {
      expect(response.statusCode).toBe(307);
      expect(response.headers.location).toBe(`/${locale}/login?next=${encodeURIComponent(url)}`);
    } else if (allowed) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`rendered ${url}`);
    } else {
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(`/${locale}${role ? roleHome[role] : '/marketplace'}`);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('sends a signed-out buyer back from Stripe to sign in, then to the same address with its query', async () => {
    const url = '/pl/subscription/success?session_id=cs_test_a1%2Bb';
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(307);
    expect(response.headers['cache-control']).toBe('no-store');
    const location = new URL(response.headers.location as string, 'http://tendero.test');
    expect(location.pathname).toBe('/pl/login');
    expect(location.searchParams.get('next')).toBe(url);
    expect(afterSignInPath(location.searchParams.get('next'), 'MANAGER', 'pl')).toBe(url);
    const signedIn = await app.inject({ url, headers: { 'x-test-role': 'MANAGER' } });
    expect(signedIn.statusCode).toBe(200);
  });
});

describe('locales', () => {
  it('sends / to /en, or to the locale cookie', async () => {
    const plain = await app.inject('/');
    expect(plain.statusCode).toBe(307);
    expect(plain.headers.location).toBe('/en');
    const polish = await app.inject({ url: '/', cookies: { NEXT_LOCALE: 'pl' } });
    expect(polish.headers.location).toBe('/pl');
    const bogus = await app.inject({ url: '/', cookies: { NEXT_LOCALE: 'xx' } });
    expect(bogus.headers.location).toBe('/en');
  });

  it('sends / without a locale cookie to the browser language, the cookie winning over it', async () => {
    const polish = await app.inject({ url: '/', headers: { 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.8' } });
    expect(polish.headers.location).toBe('/pl');
    const other = await app.inject({ url: '/', headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(other.headers.location).toBe('/en');
    const chosen = await app.inject({
      url: '/',
      headers: { 'accept-language': 'pl-PL,pl;q=0.9' },
      cookies: { NEXT_LOCALE: 'en' },
    });
    expect(chosen.headers.location).toBe('/en');
  });

  it('adds the locale to a known page without one', async () => {
    const response = await app.inject({ url: '/about?ref=mail', cookies: { NEXT_LOCALE: 'pl' } });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe('/pl/about?ref=mail');
  });
});

describe('unknown routes', () => {
  it.each(['/en/nope', '/pl/admin', '/en/chat/1/2', '/wp-login.php', '/xx/about'])('%s answers 404', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(lastContext().path).toBe(url);
  });

  it('answers unknown API paths with the JSON error envelope, not a page', async () => {
    const response = await app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Not found.' });
  });

  it('reads a path that begins with two slashes as a path, never as a host (a 404 page, not a 500)', async () => {
    for (const url of ['//%EF%BF%BF/pl', '//evil.example/pl/marketplace']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(seen.at(-1)?.url, url).toMatch(/^\/(en|pl)\//);
    }
  });
});

describe('page context and security', () => {
  it('replaces a forged context header with the one the gateway resolved', async () => {
    const forged = encodeURIComponent(
      JSON.stringify({
        path: '/en',
        mode: 'demo',
        publicUrl: 'x',
        supportEmail: 'x',
        session: { userId: 'u', role: 'ADMIN' },
      }),
    );
    await app.inject({ url: '/en/about', headers: { 'x-tendero-context': forged } });
    expect(lastContext()).toMatchObject({ path: '/en/about', session: null, mode: 'demo' });
  });

  it('gives each page a fresh CSP nonce that Next.js reads from the request', async () => {
    const first = await app.inject('/en/about');
    const second = await app.inject('/en/about');
    const nonce = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
    const a = nonce(first.headers['content-security-policy'] as string);
    expect(a).toBeTruthy();
    expect(a).not.toBe(nonce(second.headers['content-security-policy'] as string));
    expect(nonce(seen.at(-1)?.csp)).toBe(nonce(second.headers['content-security-policy'] as string));
    expect(first.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['cache-control']).toBe('private, no-store');
  });

  it('serves static files without the guard', async () => {
    const response = await app.inject('/_next/static/chunks/app.js');
    expect(response.statusCode).toBe(200);
    expect(seen.at(-1)?.context).toBeUndefined();
  });

  it('refuses writes to page URLs', async () => {
    const response = await app.inject({ method: 'POST', url: '/en/about', payload: {} });
    expect(response.statusCode).toBe(404);
  });
});

describe('phone geolocation setting', () => {
  it('is off by default and, when set, is the only third party the page may contact', async () => {
    const off = await app.inject('/en/login');
    expect(off.headers['content-security-policy']).toContain("connect-src 'self' ws://localhost:3000;");
    const { testConfig } = await import('../test/test-app');
    const withGeo = await buildTestApp({
      database,
      config: testConfig({ PHONE_GEOLOCATION_URL: 'https://geo.example/json' }),
      render: stubRenderer(seen),
      resolveSession: headerSessions,
    });
    const on = await withGeo.inject('/en/login');
    expect(on.headers['content-security-policy']).toContain(
      "connect-src 'self' ws://localhost:3000 https://geo.example;",
    );
    expect(lastContext().phoneGeolocationUrl).toBe('https://geo.example/json');
    await withGeo.close();
  });
});
