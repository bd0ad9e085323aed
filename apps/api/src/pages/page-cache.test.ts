import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { Role } from '@tendero/contracts';
import type { DatabaseHandle } from '@tendero/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccountsFor, domainContext } from '../capabilities';
import type { SessionResolver } from '../plugins/session';
import { buildTestApp, openTestDatabase, signedInUser, testConfig } from '../test/test-app';
import { createPageCache, prepareCachedPage } from './page-cache';

/**
 * Anonymous visitors' pages rendered once (issue 20): the same page for everyone is kept per address and
 * served without rendering, with a policy that allows exactly its inline scripts by hash; signed-in
 * viewers, the framework's navigation requests and pages that set cookies are never kept; a write empties
 * the cache.
 */
const sessions: SessionResolver = async (request) => {
  const role = request.headers['x-test-role'];
  return typeof role === 'string' ? { userId: 'user-1', role: role as Role } : null;
};

let renders = 0;
let setCookie = false;
const script = 'self.__next_f.push([1,"hello"])';
async function render(request: { url?: string; headers: Record<string, unknown> }, response: ServerResponse) {
  renders++;
  const csp = String(request.headers['content-security-policy'] ?? '');
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? 'none';
  response.statusCode = 200;
  response.setHeader('content-type', 'text/html; charset=utf-8');
  if (setCookie) response.setHeader('set-cookie', 'flash=1; Path=/');
  const parts = [
    `<html><body><p>page ${request.url} #${renders}</p>`,
    `<script nonce="${nonce}">${script}</script><script src="/_next/static/a.js" nonce="${nonce}"></script></body></html>`,
  ];
  // As Next.js does: compressed when the browser takes gzip, written as it streams.
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    response.setHeader('content-encoding', 'gzip');
    const zipped = gzipSync(parts.join(''));
    response.write(zipped.subarray(0, 20));
    response.end(zipped.subarray(20));
    return;
  }
  response.write(parts[0]);
  response.end(parts[1]);
}

let database: DatabaseHandle;
let app: FastifyInstance;
let accounts: ReturnType<typeof createAccountsFor>;

beforeAll(async () => {
  database = await openTestDatabase();
  const config = testConfig({ PAGE_CACHE_SECONDS: '60' });
  accounts = createAccountsFor(domainContext(config, database), config);
  app = await buildTestApp({
    database,
    accounts,
    config,
    render: render as never,
    resolveSession: sessions,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(() => {
  setCookie = false;
});

describe('pages kept for anonymous visitors', () => {
  it('renders a shared page once, then serves it with its inline scripts allowed by hash and no nonce', async () => {
    const before = renders;
    const first = await app.inject({ url: '/en/about' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-tendero-page-cache']).toBe('miss');
    expect(first.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);

    const second = await app.inject({ url: '/en/about', headers: { 'accept-encoding': 'gzip, br' } });
    expect(renders).toBe(before + 1);
    expect(second.headers['x-tendero-page-cache']).toBe('hit');
    expect(second.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(second.rawPayload).toString('utf8');
    expect(second.headers.vary).toContain('Accept-Encoding');
    expect(html).toContain(`page /en/about #${before + 1}`);
    expect(html).not.toContain('nonce=');
    const hash = createHash('sha256').update(script).digest('base64');
    const csp = String(second.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).not.toMatch(/nonce|strict-dynamic|unsafe-inline|unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'none'");

    // Gzip for a browser that takes only gzip or refuses brotli; as it is for one that refuses both.
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const zipped = await app.inject({ url: '/en/about', headers: { 'accept-encoding': accept } });
      expect([accept, zipped.headers['content-encoding']]).toEqual([accept, 'gzip']);
      expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(html);
    }
    const refused = await app.inject({ url: '/en/about', headers: { 'accept-encoding': 'gzip;q=0, br;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(html);
    const plain = await app.inject({ url: '/en/about' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
    // Kept whole and once: the rendered page less its nonces.
    expect(html).toBe(first.body.replace(/ nonce="[^"]+"/g, ''));
  });

  it('sends a page it renders compressed when the browser takes gzip, and keeps it', async () => {
    const before = renders;
    const first = await app.inject({ url: '/en/privacy', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(first.headers['x-tendero-page-cache']).toBe('miss');
    expect(first.headers['content-encoding']).toBe('gzip');
    const sent = gunzipSync(first.rawPayload).toString('utf8');
    expect(sent).toContain(`page /en/privacy #${before + 1}`);
    expect(sent).toMatch(/nonce="[^"]+"/);

    const again = await app.inject({ url: '/en/privacy' });
    expect(renders).toBe(before + 1);
    expect(again.headers['x-tendero-page-cache']).toBe('hit');
    expect(again.body).toBe(sent.replace(/ nonce="[^"]+"/g, ''));
  });

  it('keeps one page per address and per cookie-banner answer', async () => {
    await app.inject({ url: '/en/blog' });
    const before = renders;
    await app.inject({ url: '/en/blog?page=2' });
    await app.inject({ url: '/en/blog', cookies: { tenderoPolicyAccepted: 'security=true' } });
    expect(renders).toBe(before + 2);
    expect((await app.inject({ url: '/en/blog' })).headers['x-tendero-page-cache']).toBe('hit');
  });

  it('renders every time for a signed-in viewer, for navigation requests and for pages not shared', async () => {
    await app.inject({ url: '/en/marketplace' });
    const before = renders;
    await app.inject({ url: '/en/marketplace', headers: { 'x-test-role': 'CLIENT' } });
    await app.inject({ url: '/en/marketplace', headers: { rsc: '1' } });
    await app.inject({ url: '/en/marketplace?_rsc=abc' });
    await app.inject({ url: '/en/login' });
    await app.inject({ url: '/en/login' });
    expect(renders).toBe(before + 5);
  });

  it('does not keep a page that sets a cookie', async () => {
    setCookie = true;
    await app.inject({ url: '/en/statue' });
    const before = renders;
    await app.inject({ url: '/en/statue' });
    expect(renders).toBe(before + 1);
  });

  it('renders again after a successful write through the API, not after a refused one', async () => {
    await app.inject({ url: '/en/privacy' });
    const before = renders;
    const refused = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: {} });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect((await app.inject({ url: '/en/privacy' })).headers['x-tendero-page-cache']).toBe('hit');
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'visitor@firma.pl' },
    });
    expect(accepted.statusCode).toBeLessThan(400);
    expect((await app.inject({ url: '/en/privacy' })).headers['x-tendero-page-cache']).toBe('miss');
    expect(renders).toBe(before + 1);
  });

  it('keeps its pages through sign-ins and sign-outs, which change no public page', async () => {
    await app.inject({ url: '/en/about' });
    const before = renders;
    const { auth } = await signedInUser(app, accounts);
    const signOut = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: auth });
    expect(signOut.statusCode).toBeLessThan(400);
    expect((await app.inject({ url: '/en/about' })).headers['x-tendero-page-cache']).toBe('hit');
    expect(renders).toBe(before);
  });
});

describe('the cache itself', () => {
  it('drops pages after their time, the least recently used first when full, and a render a write overtook', () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 1000, maxPages: 2, now: () => now });
    cache.set('a', '<p>a</p>', 'text/html', cache.version());
    cache.set('b', '<p>b</p>', 'text/html', cache.version());
    cache.get('a');
    cache.set('c', '<p>c</p>', 'text/html', cache.version());
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')?.body.toString()).toBe('<p>a</p>');
    now = 1001;
    expect(cache.get('a')).toBeNull();
    const startedAt = cache.version();
    cache.invalidate();
    cache.set('d', '<p>d</p>', 'text/html', startedAt);
    expect(cache.get('d')).toBeNull();
  });

  it('hashes each inline script once and leaves script files to the policy', () => {
    const page = prepareCachedPage(
      '<script nonce="x">a()</script><script nonce="x">a()</script><script src="/f.js" nonce="x"></script><script type="application/json">{}</script>',
    );
    expect(page.html).not.toContain('nonce');
    expect(page.scriptHashes).toHaveLength(2);
  });
});
