import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { companyProfileSchema } from '@tendero/contracts';
import { describe, expect, it } from 'vitest';
import { signedInUser, testAppPerFile } from '../test/test-app';

/**
 * The spec's public reads a page also shows, kept for anonymous callers like the pages (decision 0039):
 * the same answer from the cache, an edit visible in the next read, a signed-in person's variant never
 * kept or served to anyone else, one kept answer per language.
 */
const env = testAppPerFile({ PAGE_CACHE_SECONDS: '60' });

async function listedCompany(name: string) {
  const manager = await signedInUser(env.app, env.accounts, { role: 'MANAGER', companyName: name, prefix: 'mgr' });
  const companyId = manager.user.companyId as string;
  const rep = await signedInUser(env.app, env.accounts, { role: 'SALES_REP', companyId, prefix: 'rep' });
  const admin = await signedInUser(env.app, env.accounts, { role: 'ADMIN', prefix: 'verifier' });
  for (const criterion of ['competencies', 'teamSize', 'portfolio', 'serviceQuality']) {
    const checked = await env.app.inject({
      method: 'PUT',
      url: `/api/companies/${companyId}/verification/checks`,
      headers: admin.auth,
      payload: { criterion, passed: true, note: 'Checked in the test' },
    });
    expect(checked.statusCode).toBe(200);
  }
  return { manager, rep, companyId };
}

const profileInput = {
  name: 'Vistula Code',
  description: 'We build web platforms for logistics firms.',
  email: 'hello@vistula.pl',
  website: 'https://vistula.pl',
  country: 'PL',
  city: 'gdansk',
  postalCode: '80-001',
  address: 'Długa 1',
  teamSize: '10-49',
  foundedYear: 2015,
  services: ['custom-software-development'],
  languages: ['pl', 'en'],
  tags: ['logistics'],
};

describe('public reads kept for anonymous callers', () => {
  it('answers the second read of a company from the cache, the same answer, with an ETag and 304', async () => {
    const { companyId } = await listedCompany('Kept Answers sp. z o.o.');
    const first = await env.app.inject(`/api/companies/${companyId}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-tendero-read-cache']).toBe('miss');
    const second = await env.app.inject(`/api/companies/${companyId}`);
    expect(second.headers['x-tendero-read-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(companyProfileSchema.parse(second.json()).id).toBe(companyId);

    const unchanged = await env.app.inject({
      url: `/api/companies/${companyId}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
  });

  it('shows an edit of the company in the very next read', async () => {
    const { manager, companyId } = await listedCompany('Before Edit sp. z o.o.');
    const before = await env.app.inject(`/api/companies/${companyId}`);
    expect(before.json().name).toBe('Before Edit sp. z o.o.');
    expect((await env.app.inject(`/api/companies/${companyId}`)).headers['x-tendero-read-cache']).toBe('hit');

    const saved = await env.app.inject({
      method: 'PUT',
      url: `/api/companies/${companyId}`,
      headers: manager.auth,
      payload: { ...profileInput, name: 'After Edit' },
    });
    expect(saved.statusCode).toBe(200);
    const after = await env.app.inject(`/api/companies/${companyId}`);
    expect(after.json().name).toBe('After Edit');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The stale ETag is no longer answered 304.
    const revalidated = await env.app.inject({
      url: `/api/companies/${companyId}`,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.json().name).toBe('After Edit');
  });

  it("never keeps or serves a signed-in person's variant, either way round", async () => {
    const { manager, rep, companyId } = await listedCompany('No Leak sp. z o.o.');
    // The team sees the manager's e-mail; nobody else does.
    const asRep = await env.app.inject({ url: `/api/companies/${companyId}`, headers: rep.auth });
    expect(asRep.json().managerEmail).toBe(manager.user.email);
    expect(asRep.headers['x-tendero-read-cache']).toBeUndefined();
    const anonymous = await env.app.inject(`/api/companies/${companyId}`);
    expect(anonymous.headers['x-tendero-read-cache']).toBe('miss');
    expect(anonymous.json().managerEmail).toBeNull();
    expect((await env.app.inject(`/api/companies/${companyId}`)).json().managerEmail).toBeNull();

    // A kept anonymous answer is not what a signed-in person gets, nor is its ETag answered 304 to them.
    const again = await env.app.inject({
      url: `/api/companies/${companyId}`,
      headers: { ...rep.auth, 'if-none-match': String(anonymous.headers.etag) },
    });
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-tendero-read-cache']).toBeUndefined();
    expect(again.json().managerEmail).toBe(manager.user.email);
    // An invalid token is not anonymous either: it is answered fresh (and refused or treated by the route).
    const badToken = await env.app.inject({
      url: `/api/companies/${companyId}`,
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(badToken.headers['x-tendero-read-cache']).toBeUndefined();
  });

  it('keeps one answer per language', async () => {
    const { manager, companyId } = await listedCompany('Languages sp. z o.o.');
    const saved = await env.app.inject({
      method: 'PUT',
      url: `/api/companies/${companyId}`,
      headers: manager.auth,
      payload: { ...profileInput, name: 'Languages' },
    });
    expect(saved.statusCode).toBe(200);
    const english = await env.app.inject({ url: '/api/categories', headers: { 'accept-language': 'en' } });
    const polish = await env.app.inject({ url: '/api/categories', headers: { 'accept-language': 'pl' } });
    expect(english.statusCode).toBe(200);
    expect(polish.headers['x-tendero-read-cache']).toBe('miss');
    const polishAgain = await env.app.inject({ url: '/api/categories', headers: { 'accept-language': 'pl-PL' } });
    expect(polishAgain.headers['x-tendero-read-cache']).toBe('hit');
    expect(polishAgain.body).toBe(polish.body);

    const cities = await env.app.inject({ url: '/api/companies/cities', headers: { 'accept-language': 'pl' } });
    const citiesEnglish = await env.app.inject({ url: '/api/companies/cities', headers: { 'accept-language': 'en' } });
    expect(cities.headers['x-tendero-read-cache']).toBe('miss');
    expect(citiesEnglish.headers['x-tendero-read-cache']).toBe('miss');
    expect(cities.json()).toContainEqual(expect.objectContaining({ slug: 'gdansk', name: 'Gdańsk' }));
    expect(citiesEnglish.json()).toContainEqual(expect.objectContaining({ slug: 'gdansk' }));
    // Each language's kept answer is the one that language gets fresh.
    const citiesAgain = await env.app.inject({ url: '/api/companies/cities', headers: { 'accept-language': 'pl' } });
    expect(citiesAgain.headers['x-tendero-read-cache']).toBe('hit');
    expect(citiesAgain.body).toBe(cities.body);
  });

  it('keeps the search, reviews and rep profile per address, and leaves errors and other reads alone', async () => {
    const { rep, companyId } = await listedCompany('Searched Soft sp. z o.o.');
    for (const url of [
      '/api/companies/search?q=searched',
      '/api/companies/search?q=searched&page=1',
      `/api/companies/${companyId}/reviews`,
      `/api/companies/salesreps/${rep.user.id}`,
    ]) {
      const first = await env.app.inject(url);
      expect([url, first.statusCode]).toEqual([url, 200]);
      const second = await env.app.inject(url);
      expect([url, second.headers['x-tendero-read-cache']]).toEqual([url, 'hit']);
      expect(second.body).toBe(first.body);
    }
    const missing = '/api/companies/00000000-0000-4000-8000-000000000000';
    expect((await env.app.inject(missing)).statusCode).toBe(404);
    const missingAgain = await env.app.inject(missing);
    expect(missingAgain.statusCode).toBe(404);
    expect(missingAgain.headers['x-tendero-read-cache']).toBeUndefined();
  });

  it('sends a kept answer in the encoding the caller takes, first read and later ones alike', async () => {
    const categories = await env.app.inject('/api/categories');
    expect(categories.headers['content-encoding']).toBeUndefined();
    const raw = categories.body;
    expect(Buffer.byteLength(raw)).toBeGreaterThan(1024);

    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      for (const cache of ['hit', 'hit']) {
        const answer = await env.app.inject({ url: '/api/categories', headers: { 'accept-encoding': accept } });
        expect([answer.headers['x-tendero-read-cache'], answer.headers['content-encoding']]).toEqual([cache, encoding]);
        expect(answer.headers.vary).toContain('Accept-Encoding');
        expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
        expect(answer.rawPayload.length).toBeLessThan(Buffer.byteLength(raw) / 3);
        expect(decode(answer.rawPayload).toString('utf8')).toBe(raw);
      }
    }

    // The first read, kept as it goes out, is compressed too; an answer under 1 KB never is.
    const { companyId } = await listedCompany('Compressed Reads sp. z o.o.');
    const reviews = await env.app.inject({
      url: `/api/companies/${companyId}/reviews`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(Buffer.byteLength(reviews.body)).toBeLessThan(1024);
    expect(reviews.headers['content-encoding']).toBeUndefined();
    const company = await env.app.inject({ url: `/api/companies/${companyId}`, headers: { 'accept-encoding': 'br' } });
    expect([company.headers['x-tendero-read-cache'], company.headers['content-encoding']]).toEqual(['miss', 'br']);
    expect(companyProfileSchema.parse(JSON.parse(brotliDecompressSync(company.rawPayload).toString())).id).toBe(
      companyId,
    );
  });
});
