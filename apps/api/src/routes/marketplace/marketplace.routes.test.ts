import { schema } from '@tendero/db';
import { refreshCompanyFacts } from '@tendero/domain/marketplace';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/test-app';
import { admin, env, ids, managers, names, type Person, search, verify } from './marketplace.fixture';

describe('verified-only listing', () => {
  it('never shows an unverified company in search, count, cities, the sitemap list or comparison', async () => {
    const all = await search('');
    expect(all.total).toBe(3);
    expect(names(all)).not.toContain('Hidden Software House');
    expect(names(await search('q=hidden'))).toEqual([]);
    const cities = (
      await env.app.inject({ url: '/api/companies/cities', headers: { 'accept-language': 'pl' } })
    ).json();
    expect(cities).toContainEqual({ slug: 'warszawa', name: 'Warszawa', country: 'PL', companies: 1 });
    const listed = (await env.app.inject('/api/companies/listed')).json().items.map((item: { id: string }) => item.id);
    expect(listed).not.toContain(ids.hidden);
    expect(listed).toHaveLength(3);
    const compared = (await env.app.inject(`/api/companies/compare?ids=${ids.code},${ids.hidden},${ids.web}`)).json();
    expect(compared.items.map((item: { name: string }) => item.name)).toEqual(['Vistula Code', 'Baltic Web Studio']);
  });

  it('lists a company once all four criteria pass and unlists it on withdrawal, recording who and why', async () => {
    const missing = (
      await env.app.inject({ url: `/api/companies/${ids.hidden}/verification`, headers: managers.hidden?.auth })
    ).json();
    expect(missing).toMatchObject({ verified: false, missing: ['portfolio', 'serviceQuality'] });
    expect(missing.checks[0]).toMatchObject({ passed: true, checkedBy: 'Jan Nowak' });
    const byManager = await env.app.inject({
      method: 'PUT',
      url: `/api/companies/${ids.hidden}/verification/checks`,
      headers: managers.hidden?.auth,
      payload: { criterion: 'portfolio', passed: true, note: 'self-approved' },
    });
    expect(byManager.statusCode).toBe(403);
    await verify(ids.hidden as string, ['portfolio', 'serviceQuality']);
    expect((await search('')).total).toBe(4);
    const withdrawn = await env.app.inject({
      method: 'POST',
      url: `/api/companies/${ids.hidden}/verification/withdrawal`,
      headers: admin.auth,
      payload: { note: 'Portfolio items were not their own work' },
    });
    expect(withdrawn.json()).toMatchObject({ verified: false, verifiedAt: null });
    expect(withdrawn.json().missing).toHaveLength(4);
    expect((await search('')).total).toBe(3);
    const queue = (await env.app.inject({ url: '/api/admin/companies?state=unverified', headers: admin.auth })).json();
    expect(queue.items.map((item: { id: string }) => item.id)).toContain(ids.hidden);
  });
});

describe('search', () => {
  it('finds Polish words without diacritics and services despite typos, in either language', async () => {
    expect(names(await search('q=ksiegowosc'))).toEqual(['Biuro Rachunkowe Księgowość Plus']);
    const typo = await search('q=sofware%20developmnt');
    expect(names(typo)).toEqual(['Baltic Web Studio', 'Vistula Code']);
    expect(typo.matchedServices[0]).toBe('custom-software-development');
    expect(names(await search('q=oprogramowanie%20na%20zamowienie'))).toEqual(['Baltic Web Studio', 'Vistula Code']);
  });

  it('finds a company by its name despite a typo, by words of its description, and filters text results', async () => {
    expect(names(await search('q=vistla'))).toEqual(['Vistula Code']);
    expect((await search('q=vistula%20code')).items[0]?.name).toBe('Vistula Code');
    expect(names(await search('q=hotel'))).toEqual(['Baltic Web Studio']);
    expect(names(await search('q=software&city=krakow'))).toEqual(['Vistula Code']);
    expect(names(await search('q=software&category=accounting-payroll'))).toEqual([]);
    expect((await search('q=ksiegowosc&city=krakow')).total).toBe(0);
  });

  it('builds its index again for a database that has none, and serves no page cached before', async () => {
    const before = await search('q=software');
    await env.database.db.delete(schema.searchState);
    await env.database.db.delete(schema.searchPostings);
    const after = await search('q=software');
    expect(after.total).toBe(before.total);
    expect(names(after)).toEqual(names(before));
    expect((await search('')).total).toBe(3);
  });

  it('answers a cached page with its cards as they are now, even after a change the index does not hold', async () => {
    const first = await search('city=warszawa');
    const repId = first.items[0]?.contactRepId as string;
    expect(repId).toEqual(expect.any(String));
    expect(await search('city=warszawa')).toEqual(first);
    // The contact rep is on the card, not in the index: suspending them moves no index version.
    const users = schema.users;
    await env.database.db.update(users).set({ status: 'SUSPENDED' }).where(eq(users.id, repId));
    expect((await search('city=warszawa')).items[0]?.contactRepId).toBeNull();
    await env.database.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, repId));
    expect(await search('city=warszawa')).toEqual(first);
    // The same page in the other language is answered from the same cards.
    expect((await search('city=warszawa', 'pl')).items[0]).toMatchObject({
      id: first.items[0]?.id,
      contactRepId: repId,
    });
  });

  it('filters by category, service, city, team size, language and promo', async () => {
    expect(names(await search('category=software-development'))).toEqual(['Baltic Web Studio', 'Vistula Code']);
    expect(names(await search('service=bookkeeping'))).toEqual(['Biuro Rachunkowe Księgowość Plus']);
    expect(names(await search('city=gdansk'))).toEqual(['Baltic Web Studio']);
    expect(names(await search('teamSize=10-49&language=pl'))).toEqual(['Vistula Code']);
    expect(names(await search('promo=1'))).toEqual(['Biuro Rachunkowe Księgowość Plus']);
    expect((await search('category=no-such-category')).total).toBe(0);
    const card = (await search('city=warszawa', 'pl')).items[0];
    expect(card).toMatchObject({ city: { slug: 'warszawa', name: 'Warszawa' }, hasPromo: true, premium: false });
    expect(card?.contactRepId).toEqual(expect.any(String));
  });

  it('sorts by rating and by number of reviews, and pages stably', async () => {
    const clients = await Promise.all(
      [1, 2, 3].map((n) => signedInUser(env.app, env.accounts, { role: 'CLIENT', prefix: `c${n}` })),
    );
    const review = (client: Person, key: string, rating: number) =>
      env.app.inject({
        method: 'POST',
        url: `/api/companies/${ids[key]}/reviews`,
        headers: client.auth,
        payload: { rating, text: 'Solid work, on time and on budget.' },
      });
    await review(clients[0] as Person, 'code', 3);
    await review(clients[1] as Person, 'code', 4);
    await review(clients[2] as Person, 'web', 5);
    // These clients accepted offers of the companies (as the inquiries capability records it): their
    // reviews count. Unverified ones order nothing (verified-ratings.routes.test.ts).
    await env.database.db
      .update(schema.reviews)
      .set({ verifiedClient: true })
      .where(
        inArray(
          schema.reviews.clientId,
          clients.map((client) => client.user.id),
        ),
      );
    for (const key of ['code', 'web']) await refreshCompanyFacts(env.database.db, ids[key] as string, new Date());
    expect((await search('sort=rating')).items.map((item) => item.name)).toEqual([
      'Baltic Web Studio',
      'Vistula Code',
      'Biuro Rachunkowe Księgowość Plus',
    ]);
    expect((await search('sort=reviews')).items[0]?.name).toBe('Vistula Code');
    expect((await search('sort=reviews')).items[0]?.rating).toEqual({ average: 3.5, count: 2, verifiedCount: 2 });
    const first = await search('sort=relevance&page=1');
    const again = await search('sort=relevance&page=1');
    expect(first.items.map((item) => item.id)).toEqual(again.items.map((item) => item.id));
    expect((await search('page=2')).items).toEqual([]);
  });
});
