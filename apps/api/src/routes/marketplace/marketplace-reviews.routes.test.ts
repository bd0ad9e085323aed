import { createCompanyProfiles } from '@tendero/domain/companies';
import { createLocalStorage } from '@tendero/domain/files';
import { refreshCompanyFacts } from '@tendero/domain/marketplace';
import { describe, expect, it } from 'vitest';
import { domainContext } from '../../capabilities';
import { signedInUser, testConfig } from '../../test/test-app';
import { admin, env, ids, managers, search, verify } from './marketplace.fixture';

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
    // Not a verified client (no accepted offer): shown and counted, but no average from it.
    expect(list.rating).toEqual({ average: null, count: 1, verifiedCount: 0 });
    // The client's profile lists the reviews they wrote; a removed one leaves it (below).
    const profileUrl = `/api/users/${client.user.id}`;
    const written = (await env.app.inject({ url: profileUrl, headers: client.auth })).json().reviews;
    expect(written).toEqual([expect.objectContaining({ rating: 4, companyName: expect.any(String) })]);

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
    expect((await env.app.inject({ url: profileUrl, headers: client.auth })).json().reviews).toEqual([]);
    const again = await env.app.inject({
      method: 'POST',
      url,
      headers: client.auth,
      payload: { rating: 5, text: 'Rewritten within the rules this time.' },
    });
    expect(again.statusCode).toBe(201);
    expect((await env.app.inject(url)).json().rating).toEqual({ average: null, count: 1, verifiedCount: 0 });
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

describe('favourites in the reader’s language', () => {
  it('lists a kept offer as the company page shows it: its twin in Polish where one is known', async () => {
    const client = await signedInUser(env.app, env.accounts, { role: 'CLIENT', prefix: 'polishfan' });
    const profile = (await env.app.inject(`/api/companies/${ids.code}`)).json();
    // A demo offer (decision 0009: the demo tables know its Polish twin) and one a manager wrote themself.
    const demo = {
      name: 'Discovery workshop',
      description: 'Two days with your team: goals, users, risks and a costed plan.',
    };
    const own = { name: 'Code review day', description: 'One day of review.' };
    const offerIds: string[] = [];
    for (const payload of [demo, own]) {
      const created = await env.app.inject({
        method: 'POST',
        url: `/api/companies/${ids.code}/offers`,
        headers: managers.code?.auth,
        payload,
      });
      offerIds.push(created.json().id);
    }
    const base = `/api/users/${client.user.id}/favourites`;
    for (const offerId of offerIds) {
      const added = await env.app.inject({
        method: 'POST',
        url: `${base}/${profile.contactRepId}/${offerId}`,
        headers: client.auth,
      });
      expect(added.statusCode).toBe(201);
    }
    const read = async (locale: 'en' | 'pl') =>
      (
        (await env.app.inject({ url: base, headers: { ...client.auth, 'accept-language': locale } })).json() as {
          _id: string;
          offer: { name: string; description: string };
        }[]
      )
        .sort((a, b) => offerIds.indexOf(a._id) - offerIds.indexOf(b._id))
        .map((item) => item.offer);
    expect(await read('pl')).toEqual([
      {
        name: 'Warsztat discovery',
        description: 'Dwa dni z Twoim zespołem: cele, użytkownicy, ryzyka i wyceniony plan.',
      },
      own,
    ]);
    expect(await read('en')).toEqual([demo, own]);
  });
});

describe('ranking of free text', () => {
  it('puts a company whose name has the word as typed before companies with a similar word', async () => {
    const profiles = createCompanyProfiles(domainContext(testConfig(), env.database), {
      storage: createLocalStorage(env.uploads),
      onCompanyChanged: refreshCompanyFacts,
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
