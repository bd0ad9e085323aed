import { companySearchResultSchema } from '@tendero/contracts';
import { schema } from '@tendero/db';
import { createCompanyProfiles } from '@tendero/domain/companies';
import { createLocalStorage } from '@tendero/domain/files';
import { beforeAll, describe, expect, it } from 'vitest';
import { domainContext } from '../../app';
import { signedInUser, testAppPerFile, testConfig } from '../../test/test-app';

const env = testAppPerFile();
type Person = Awaited<ReturnType<typeof signedInUser>>;
let admin: Person;
const ids: Record<string, string> = {};
const managers: Record<string, Person> = {};

type Fixture = {
  key: string;
  name: string;
  city: string;
  services: string[];
  teamSize?: string;
  languages?: string[];
  description?: string;
  verified: boolean;
  promo?: boolean;
};

/** A known fixture: what each search below must find, and what it must never show. */
const fixtures: Fixture[] = [
  {
    key: 'ledger',
    name: 'Biuro Rachunkowe Księgowość Plus',
    city: 'warszawa',
    services: ['bookkeeping', 'payroll'],
    teamSize: '2-9',
    languages: ['pl'],
    verified: true,
    promo: true,
  },
  {
    key: 'code',
    name: 'Vistula Code',
    city: 'krakow',
    services: ['custom-software-development'],
    teamSize: '10-49',
    languages: ['pl', 'en'],
    verified: true,
  },
  {
    key: 'web',
    name: 'Baltic Web Studio',
    city: 'gdansk',
    services: ['web-application-development', 'custom-software-development'],
    teamSize: '10-49',
    languages: ['en'],
    description: 'Baltic Web Studio builds booking systems for hotels across Poland.',
    verified: true,
  },
  {
    key: 'hidden',
    name: 'Hidden Software House',
    city: 'warszawa',
    services: ['custom-software-development', 'bookkeeping'],
    verified: false,
  },
];

async function verify(companyId: string, passed = ['competencies', 'teamSize', 'portfolio', 'serviceQuality']) {
  for (const criterion of passed) {
    await env.app.inject({
      method: 'PUT',
      url: `/api/companies/${companyId}/verification/checks`,
      headers: admin.auth,
      payload: { criterion, passed: true, note: `${criterion} checked` },
    });
  }
}

beforeAll(async () => {
  admin = await signedInUser(env.app, env.accounts, { role: 'ADMIN', prefix: 'admin' });
  const profiles = createCompanyProfiles(domainContext(testConfig(), env.database), {
    storage: createLocalStorage(env.uploads),
  });
  for (const fixture of fixtures) {
    const manager = await signedInUser(env.app, env.accounts, {
      role: 'MANAGER',
      companyName: fixture.name,
      prefix: `m${fixture.key}`,
    });
    const companyId = manager.user.companyId as string;
    ids[fixture.key] = companyId;
    managers[fixture.key] = manager;
    await signedInUser(env.app, env.accounts, { role: 'SALES_REP', companyId, prefix: `r${fixture.key}` });
    const session = { userId: manager.user.id, role: 'MANAGER' as const };
    await profiles.updateCompany(session, companyId, {
      name: fixture.name,
      description: fixture.description ?? `${fixture.name} serves companies across Poland.`,
      email: '',
      website: '',
      country: 'PL',
      city: fixture.city,
      postalCode: '',
      address: '',
      teamSize: fixture.teamSize ?? '',
      foundedYear: '',
      services: fixture.services,
      languages: fixture.languages ?? [],
      tags: [],
    });
    await profiles.addEntry(session, companyId, 'course', {
      name: 'Starter',
      description: '',
      price: 900,
      currency: 'PLN',
    });
    if (fixture.promo) {
      await profiles.addEntry(session, companyId, 'promo', {
        name: 'First month',
        description: '',
        priceBefore: 1000,
        priceAfter: 700,
        currency: 'PLN',
        conditionsBefore: '',
        conditionsAfter: '',
      });
    }
    if (fixture.verified) await verify(companyId);
    else await verify(companyId, ['competencies', 'teamSize']);
  }
});

async function search(query: string, locale = 'en') {
  const response = await env.app.inject({
    url: `/api/companies/search?${query}`,
    headers: { 'accept-language': locale },
  });
  expect(response.statusCode).toBe(200);
  return companySearchResultSchema.parse(response.json());
}
const names = (result: { items: { name: string }[] }) => result.items.map((item) => item.name).sort();

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
    expect((await search('sort=rating')).items.map((item) => item.name)).toEqual([
      'Baltic Web Studio',
      'Vistula Code',
      'Biuro Rachunkowe Księgowość Plus',
    ]);
    expect((await search('sort=reviews')).items[0]?.name).toBe('Vistula Code');
    expect((await search('sort=reviews')).items[0]?.rating).toEqual({ average: 3.5, count: 2, verifiedCount: 0 });
    const first = await search('sort=relevance&page=1');
    const again = await search('sort=relevance&page=1');
    expect(first.items.map((item) => item.id)).toEqual(again.items.map((item) => item.id));
    expect((await search('page=2')).items).toEqual([]);
  });
});

describe('reviews', () => {
  it('lets a client review once, the manager answer once, and an admin remove it with a reason', async () => {
    const client = await signedInUser(env.app, env.accounts, {
      role: 'CLIENT',
      prefix: 'reviewer',
      firstName: 'Zofia',
      lastName: 'Wójcik',
    });
    const url = `/api/companies/${ids.ledger}/reviews`;
    const created = await env.app.inject({
      method: 'POST',
      url,
      headers: client.auth,
      payload: { rating: 4, text: 'Quick answers and clear invoices.' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ author: { name: 'Zofia W.' }, verifiedClient: false, answer: null });
    const twice = await env.app.inject({
      method: 'POST',
      url,
      headers: client.auth,
      payload: { rating: 1, text: 'Changed my mind entirely.' },
    });
    expect(twice.statusCode).toBe(409);
    const byRep = await env.app.inject({
      method: 'POST',
      url,
      headers: managers.code?.auth,
      payload: { rating: 5, text: 'We are the best in town.' },
    });
    expect(byRep.statusCode).toBe(403);

    const reviewId = created.json().id;
    const foreign = await env.app.inject({
      method: 'PUT',
      url: `/api/reviews/${reviewId}/answer`,
      headers: managers.code?.auth,
      payload: { text: 'Thanks!' },
    });
    expect(foreign.statusCode).toBe(403);
    const answered = await env.app.inject({
      method: 'PUT',
      url: `/api/reviews/${reviewId}/answer`,
      headers: managers.ledger?.auth,
      payload: { text: 'Thank you, Zofia!' },
    });
    expect(answered.json().answer.text).toBe('Thank you, Zofia!');
    const list = (await env.app.inject(url)).json();
    expect(list.rating).toEqual({ average: 4, count: 1, verifiedCount: 0 });

    const removal = await env.app.inject({
      method: 'POST',
      url: `/api/reviews/${reviewId}/removal`,
      headers: admin.auth,
      payload: { reason: 'Written by an employee' },
    });
    expect(removal.statusCode).toBe(204);
    expect((await env.app.inject(url)).json()).toEqual({
      rating: { average: null, count: 0, verifiedCount: 0 },
      items: [],
    });
    const again = await env.app.inject({
      method: 'POST',
      url,
      headers: client.auth,
      payload: { rating: 5, text: 'Rewritten within the rules this time.' },
    });
    expect(again.statusCode).toBe(201);
    expect((await env.app.inject(url)).json().rating).toEqual({ average: 5, count: 1, verifiedCount: 0 });
  });
});

describe('favourites', () => {
  it('lets only the client themself keep offers of a rep', async () => {
    const client = await signedInUser(env.app, env.accounts, { role: 'CLIENT', prefix: 'fan' });
    const other = await signedInUser(env.app, env.accounts, { role: 'CLIENT', prefix: 'other' });
    const profile = (await env.app.inject(`/api/companies/${ids.code}`)).json();
    const offer = await env.app.inject({
      method: 'POST',
      url: `/api/companies/${ids.code}/offers`,
      headers: managers.code?.auth,
      payload: { name: 'Discovery sprint', description: 'Two weeks' },
    });
    const offerId = offer.json().id;
    const base = `/api/users/${client.user.id}/favourites`;
    const added = await env.app.inject({
      method: 'POST',
      url: `${base}/${profile.contactRepId}/${offerId}`,
      headers: client.auth,
    });
    expect(added.statusCode).toBe(201);
    const foreign = await env.app.inject({
      method: 'POST',
      url: `${base}/${profile.contactRepId}/${offerId}`,
      headers: other.auth,
    });
    expect(foreign.statusCode).toBe(403);
    const list = (await env.app.inject({ url: base, headers: client.auth })).json();
    expect(list).toEqual([
      expect.objectContaining({
        _id: offerId,
        offer: { name: 'Discovery sprint', description: 'Two weeks' },
        company: expect.objectContaining({ name: 'Vistula Code' }),
      }),
    ]);
    expect((await env.app.inject({ url: base, headers: other.auth })).statusCode).toBe(403);
    await env.app.inject({ method: 'DELETE', url: `${base}/${offerId}`, headers: client.auth });
    expect((await env.app.inject({ url: base, headers: client.auth })).json()).toEqual([]);
  });
});

describe('ranking of free text', () => {
  it('puts a company whose name has the word as typed before companies with a similar word', async () => {
    const profiles = createCompanyProfiles(domainContext(testConfig(), env.database), {
      storage: createLocalStorage(env.uploads),
    });
    for (const [key, name] of [
      ['nordic', 'Nordic Books'],
      ['nordwind', 'Nordwind Books'],
    ] as const) {
      const manager = await signedInUser(env.app, env.accounts, { role: 'MANAGER', companyName: name, prefix: key });
      const companyId = manager.user.companyId as string;
      await profiles.updateCompany({ userId: manager.user.id, role: 'MANAGER' }, companyId, {
        name,
        description: `${name} keeps the books of small companies.`,
        email: '',
        website: '',
        country: 'PL',
        city: 'poznan',
        postalCode: '',
        address: '',
        teamSize: '',
        foundedYear: '',
        services: ['bookkeeping'],
        languages: [],
        tags: [],
      });
      await verify(companyId);
    }
    // The typo's neighbour ('nordic' for 'nordwind') is found too, but after the exact name.
    expect((await search('q=nordwind')).items.map((item) => item.name)).toEqual(['Nordwind Books', 'Nordic Books']);
    expect((await search('q=nordic')).items[0]?.name).toBe('Nordic Books');
  });
});
