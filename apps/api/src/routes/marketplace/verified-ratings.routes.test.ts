import { companyProfileSchema, companyReviewsSchema, favouriteCompaniesSchema } from '@tendero/contracts';
import { schema } from '@tendero/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/test-app';
import { env, ids, type Person, search } from './marketplace.fixture';

const dayMs = 86_400_000;

async function asClient(prefix: string) {
  return signedInUser(env.app, env.accounts, { role: 'CLIENT', prefix });
}

async function review(client: Person, companyId: string, rating: number) {
  const response = await env.app.inject({
    method: 'POST',
    url: `/api/companies/${companyId}/reviews`,
    headers: client.auth,
    payload: { rating, text: 'We worked with them on our last project.' },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { verifiedClient: boolean };
}

/** A real deal: the client publishes an inquiry, the company's rep offers, the client accepts that offer. */
async function acceptedOffer(client: Person, companyId: string) {
  const rep = await signedInUser(env.app, env.accounts, { role: 'SALES_REP', companyId, prefix: 'dealrep' });
  const inquiry = await env.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: client.auth,
    payload: {
      services: ['custom-software-development'],
      visibilityDays: 7,
      description: 'A booking system for our three hotels, with payments and a channel manager.',
      currency: 'PLN',
      companyIds: [companyId],
    },
  });
  expect(inquiry.statusCode).toBe(201);
  const url = `/api/orders/${inquiry.json().id}/applications`;
  const offer = await env.app.inject({
    method: 'POST',
    url,
    headers: rep.auth,
    payload: {
      message: 'We built two such systems last year and can start in a fortnight.',
      priceMin: 40000,
      currency: 'PLN',
      timelineDays: 60,
      scope: 'Booking, payments, channel manager.',
      paymentTerms: 'Monthly, 14 days',
      validUntil: new Date(Date.now() + 30 * dayMs).toISOString().slice(0, 10),
    },
  });
  expect(offer.statusCode).toBe(201);
  const accepted = await env.app.inject({
    method: 'POST',
    url: `${url}/${offer.json().id}/acceptance`,
    headers: client.auth,
  });
  expect(accepted.statusCode).toBe(200);
}

const ratingOf = async (companyId: string) =>
  companyReviewsSchema.parse((await env.app.inject(`/api/companies/${companyId}/reviews`)).json()).rating;

describe('ratings that count are verified', () => {
  it('leaves unverified reviews out of the average, the sort by rating, the minimum rating and the profile', async () => {
    // Vistula Code: three 5-star reviews of people who never accepted its offer.
    for (const n of [1, 2, 3])
      expect((await review(await asClient(`fan${n}`), ids.code as string, 5)).verifiedClient).toBe(false);
    // Baltic Web Studio: one 4-star review of a client who accepted its offer (and one unverified 1-star).
    const buyer = await asClient('buyer');
    await acceptedOffer(buyer, ids.web as string);
    expect((await review(buyer, ids.web as string, 4)).verifiedClient).toBe(true);
    await review(await asClient('stranger'), ids.web as string, 1);

    expect(await ratingOf(ids.code as string)).toEqual({ average: null, count: 3, verifiedCount: 0 });
    expect(await ratingOf(ids.web as string)).toEqual({ average: 4, count: 2, verifiedCount: 1 });
    const profile = companyProfileSchema.parse((await env.app.inject(`/api/companies/${ids.code}`)).json());
    expect(profile.rating).toEqual({ average: null, count: 3, verifiedCount: 0 });

    const byRating = await search('service=custom-software-development&sort=rating');
    expect(byRating.items.map((item) => item.name)).toEqual(['Baltic Web Studio', 'Vistula Code']);
    const code = byRating.items.find((item) => item.id === ids.code);
    expect(code?.rating).toEqual({ average: null, count: 3, verifiedCount: 0 });
    // "Most reviews" counts the reviews that count, too.
    const byReviews = await search('service=custom-software-development&sort=reviews');
    expect(byReviews.items.map((item) => item.name)).toEqual(['Baltic Web Studio', 'Vistula Code']);
    const atLeastFour = await search('service=custom-software-development&minRating=4');
    expect(atLeastFour.items.map((item) => item.name)).toEqual(['Baltic Web Studio']);
    // Free text that reads company rows (the description fallback) filters the same way.
    expect((await search('q=hotels&minRating=4')).items.map((item) => item.name)).toEqual(['Baltic Web Studio']);
  });
});

describe('favourite companies', () => {
  it('are kept per client, refused to other people, listed only while the company is listed, and make a lead', async () => {
    const client = await asClient('keeper');
    const other = await asClient('nosy');
    const base = `/api/users/${client.user.id}/favourite-companies`;
    const put = (url: string, person: Person) => env.app.inject({ method: 'PUT', url, headers: person.auth });

    expect((await put(`${base}/${ids.code}`, client)).statusCode).toBe(204);
    expect((await put(`${base}/${ids.code}`, client)).statusCode).toBe(204);
    expect((await put(`${base}/${ids.web}`, client)).statusCode).toBe(204);
    // Another client can neither keep, read nor remove this client's favourites; nobody keeps an unlisted company.
    expect((await put(`${base}/${ids.ledger}`, other)).statusCode).toBe(403);
    expect((await env.app.inject({ url: base, headers: other.auth })).statusCode).toBe(403);
    expect(
      (await env.app.inject({ method: 'DELETE', url: `${base}/${ids.code}`, headers: other.auth })).statusCode,
    ).toBe(403);
    expect((await put(`${base}/${ids.hidden}`, client)).statusCode).toBe(404);
    expect((await env.app.inject({ url: base })).statusCode).toBe(401);

    const list = favouriteCompaniesSchema.parse((await env.app.inject({ url: base, headers: client.auth })).json());
    expect(list.map((item) => item.company.name).sort()).toEqual(['Baltic Web Studio', 'Vistula Code']);
    expect(list.find((item) => item.company.id === ids.web)?.company).toMatchObject({
      city: { slug: 'gdansk', name: 'Gdańsk' },
      services: ['web-application-development', 'custom-software-development'],
    });
    const theirs = `/api/users/${other.user.id}/favourite-companies`;
    expect((await env.app.inject({ url: theirs, headers: other.auth })).json()).toEqual([]);

    // The company sees the client as a lead of the kind a favourite offer makes.
    const [lead] = await env.database.db
      .select({ source: schema.leads.source })
      .from(schema.leads)
      .where(and(eq(schema.leads.companyId, ids.code as string), eq(schema.leads.clientId, client.user.id)));
    expect(lead?.source).toBe('favourite');

    expect(
      (await env.app.inject({ method: 'DELETE', url: `${base}/${ids.code}`, headers: client.auth })).statusCode,
    ).toBe(204);
    const after = favouriteCompaniesSchema.parse((await env.app.inject({ url: base, headers: client.auth })).json());
    expect(after.map((item) => item.company.name)).toEqual(['Baltic Web Studio']);
  });
});
