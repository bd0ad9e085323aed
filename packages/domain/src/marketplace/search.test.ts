import type { CompanySearchQuery } from '@tendero/contracts';
import type { DatabaseHandle } from '@tendero/db';
import { schema } from '@tendero/db';
import { openTestDatabase } from '@tendero/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../shared/clock';
import { rowsOf } from '../shared/rows';
import { refreshCompanyFacts } from './facts.repository';
import { findListed } from './filter-search.repository';
import { rebuildListings } from './listing.repository';
import { searchTestContext } from './search.fixture';
import { createMarketplace, type Marketplace } from './search.service';
import { fingerprintOf, readCards } from './search-cards.repository';

/**
 * Free text ranks candidates, not every match (decision 0022): every company found by a name word, and
 * only the first `offset + limit` of each catalogue term. These searches run on more companies than a
 * page holds, so a cap that dropped the wrong ones would show here.
 */
let database: DatabaseHandle;
let marketplace: Marketplace;
const ids: Record<string, string> = {};

type Company = { name: string; services: string[]; verifiedReviews?: number; rating?: number; city?: string };

async function addCompany(key: string, company: Company) {
  const [row] = await database.db
    .insert(schema.companies)
    .values({
      name: company.name,
      description: `${company.name} works for small companies.`,
      services: company.services,
      city: company.city ?? 'warszawa',
      country: 'PL',
      languages: ['pl'],
      verifiedAt: new Date('2026-01-01T00:00:00Z'),
      // Every review shown (which orders nothing) and the verified ones (the rating that counts): `rating`
      // is one verified client's, so it sorts first by rating but ranks low by quality.
      ratingAvg: company.rating ?? (company.verifiedReviews ? 4.5 : null),
      reviewCount: (company.rating ? 3 : 0) + (company.verifiedReviews ?? 0),
      verifiedRatingAvg: company.rating ?? (company.verifiedReviews ? 4.5 : null),
      verifiedReviewCount: company.rating ? 1 : (company.verifiedReviews ?? 0),
    })
    .returning({ id: schema.companies.id });
  ids[key] = row?.id as string;
}

const search = (query: Partial<CompanySearchQuery>) =>
  marketplace.search({ sort: 'relevance', page: 1, ...query } as CompanySearchQuery, 'en');
const names = (result: { items: { name: string }[] }) => result.items.map((item) => item.name);

beforeAll(async () => {
  database = await openTestDatabase();
  // 30 bookkeeping offices (the category the text "ksiegowosc" names), the best rated first; none has the
  // word in its name.
  for (let n = 1; n <= 30; n++) {
    await addCompany(`alfa${n}`, { name: `Alfa Biuro ${n}`, services: ['bookkeeping'], verifiedReviews: 51 - n });
  }
  // Name matches without reviews: they rank last of all by quality, so no "first 20 by rank" holds them.
  for (let n = 1; n <= 3; n++) {
    await addCompany(`omega${n}`, { name: `Omega Pełna Księgowość ${n}`, services: ['full-accounting'] });
  }
  await addCompany('zorya', { name: 'Zorya Księgowość', services: ['contract-drafting'], rating: 5 });
  await addCompany('pelne', { name: 'Pełne Usługi Rachunkowe', services: ['full-accounting'] });
  await addCompany('hotel', { name: 'Hotel Morski', services: ['event-venues'] });
  await rebuildListings(database.db);
  const ctx = searchTestContext(database);
  marketplace = createMarketplace(ctx, { cachePages: 0 });
});

afterAll(async () => {
  await database.close();
});

describe('free text over more companies than a page', () => {
  it('ranks name matches first, then what the text names, then quality, exactly, page after page', async () => {
    const first = await search({ q: 'ksiegowosc' });
    // 34 in the category (30 offices, 3 Omega, Pełne Usługi) and Zorya by its name only.
    expect(first.total).toBe(35);
    // The word typed and both catalogue terms (6), the word alone (4), both catalogue terms (2: found as
    // a full-accounting company, which is in the category too), then the category alone, by quality.
    expect(names(first).slice(0, 5)).toEqual([
      ...['Omega Pełna Księgowość 1', 'Omega Pełna Księgowość 2', 'Omega Pełna Księgowość 3'].sort((a, b) =>
        (ids[`omega${a.at(-1)}`] as string).localeCompare(ids[`omega${b.at(-1)}`] as string),
      ),
      'Zorya Księgowość',
      'Pełne Usługi Rachunkowe',
    ]);
    expect(names(first).slice(5)).toEqual(Array.from({ length: 15 }, (_, i) => `Alfa Biuro ${i + 1}`));
    const second = await search({ q: 'ksiegowosc', page: 2 });
    expect(names(second)).toEqual(Array.from({ length: 15 }, (_, i) => `Alfa Biuro ${i + 16}`));
    expect(second.total).toBe(35);
  });

  it('puts a company named as typed first, though it has no reviews and is not in the category named', async () => {
    expect(names(await search({ q: 'zorya ksiegowosc' }))[0]).toBe('Zorya Księgowość');
    expect(names(await search({ q: 'Zorya' }))).toEqual(['Zorya Księgowość']);
  });

  it('reads text without diacritics, in capitals or with a typo the same way', async () => {
    const plain = await search({ q: 'ksiegowosc' });
    expect(await search({ q: 'KSIĘGOWOŚĆ' })).toEqual(plain);
    const typo = await search({ q: 'ksiegowsc' });
    expect(names(typo)).toContain('Zorya Księgowość');
    expect(names(typo)[0]).toMatch(/^Omega Pełna Księgowość/);
  });

  it('sorts what free text finds by rating over all of it, not only the candidates', async () => {
    const rated = await search({ q: 'ksiegowosc', sort: 'rating' });
    expect(rated.total).toBe(35);
    expect(names(rated)[0]).toBe('Zorya Księgowość');
  });

  it('filters name matches and catalogue matches alike', async () => {
    await database.db
      .update(schema.companies)
      .set({ city: 'krakow' })
      .where(eq(schema.companies.id, ids.omega2 as string));
    await refreshCompanyFacts(database.db, ids.omega2 as string, new Date());
    const inKrakow = await search({ q: 'ksiegowosc', city: 'krakow' });
    expect(names(inKrakow)).toEqual(['Omega Pełna Księgowość 2']);
    expect(inKrakow.total).toBe(1);
    expect((await search({ q: 'ksiegowosc', category: 'legal-services' })).items.map((item) => item.id)).toEqual([
      ids.zorya,
    ]);
  });

  it('answers a repeated search with the answer it built while the cards are unchanged, and anew after', async () => {
    const cached = createMarketplace(
      { db: database.db, clock: systemClock, settings: { publicUrl: '', supportEmail: '', linkSecret: '' } },
      { cachePages: 10 },
    );
    const query = { q: 'ksiegowosc', sort: 'relevance', page: 1 } as CompanySearchQuery;
    const first = await cached.search(query, 'en');
    expect(await cached.search(query, 'en')).toBe(first);
    // A change of a card's company (here without a new index version) makes a new answer.
    await database.db
      .update(schema.companies)
      .set({ description: 'Now also payroll.' })
      .where(eq(schema.companies.id, ids.zorya as string));
    const changed = await cached.search(query, 'en');
    expect(changed).not.toBe(first);
    expect(changed.items.find((item) => item.id === ids.zorya)?.description).toBe('Now also payroll.');
    expect(await cached.search(query, 'en')).toBe(changed);
  });

  it('gives a new page the fingerprint PostgreSQL gives its cards, with and without figures and a contact rep', async () => {
    // A new page's fingerprint is computed from its cards in the process; the warm read computes it in SQL.
    // They must agree, or every cached page is built again on its next request.
    await database.db.insert(schema.companyResponseFigures).values({
      companyId: ids.omega1 as string,
      measure: 'all',
      events: 4,
      answered: 3,
      withinDay: 2,
      medianMinutes: 90,
      medianWorkingMinutes: 60,
      computedAt: new Date(),
    });
    await database.db.insert(schema.users).values({
      id: 'rep-of-omega-2',
      name: 'Rep Omega',
      email: 'rep.omega@tendero.test',
      username: 'rep-omega',
      role: 'SALES_REP',
      status: 'ACTIVE',
      firstName: 'Rep',
      lastName: 'Omega',
      companyId: ids.omega2 as string,
    });
    const found = await findListed(
      database.db,
      'all',
      { sort: 'relevance', limit: 100, offset: 0 },
      { withCards: true },
    );
    const cards = found.cards?.rows ?? [];
    expect(cards.find((card) => card.id === ids.omega1)?.responseEvents).toBe(4);
    expect(cards.find((card) => card.id === ids.omega2)?.contactRepId).toBe('rep-of-omega-2');
    expect(cards.map((card) => card.id).sort()).toEqual([...found.ids].sort());
    const read = await readCards(database.db, found.ids);
    expect(found.cards?.fingerprint).toBe(read.fingerprint);
    expect(fingerprintOf(read.rows ?? [])).toBe(read.fingerprint);
    // Known, the cards are not built again; after a change of one, they are, with another fingerprint.
    expect((await readCards(database.db, found.ids, read.fingerprint)).rows).toBeNull();
    await database.db
      .update(schema.companyResponseFigures)
      .set({ events: 5 })
      .where(eq(schema.companyResponseFigures.companyId, ids.omega1 as string));
    const changed = await readCards(database.db, found.ids, read.fingerprint);
    expect(changed.rows?.find((card) => card.id === ids.omega1)?.responseEvents).toBe(5);
    expect(changed.fingerprint).not.toBe(read.fingerprint);
    expect(fingerprintOf(changed.rows ?? [])).toBe(changed.fingerprint);
  });

  it.runIf(process.env.TENDERO_TESTS === 'postgres')(
    'keeps one plan for each filter search on PostgreSQL instead of planning every page again',
    async () => {
      // Values hidden from the planner: the first five custom plans cost what the generic one does, so
      // PostgreSQL keeps the generic plan (a page's limit and offset, seen, had it plan every search).
      const shapes = [
        { term: 's:bookkeeping', filters: {} },
        { term: 'c:accounting-payroll', filters: { city: 'warszawa' } },
        { term: 's:bookkeeping', filters: { minRating: 4, sort: 'rating' as const } },
        // A city in another order, its range read (up to cityRangeLimit): prepared like the others.
        { term: 'c:accounting-payroll', filters: { city: 'warszawa', sort: 'response' as const } },
      ];
      for (const { term, filters } of shapes) {
        for (let page = 0; page < 8; page++) {
          await findListed(
            database.db,
            term,
            { sort: 'relevance', ...filters, limit: 20, offset: 20 * (page % 3) },
            { withCards: true },
          );
        }
      }
      const plans = rowsOf<{ custom: number; generic: number }>(
        await database.db.execute(sql`select custom_plans::int as custom, generic_plans::int as generic
          from pg_prepared_statements where statement like '%from search_postings p%'
          and statement not like '%word_tier%' and custom_plans + generic_plans >= 8`),
      );
      // Sequential queries take the pool's last idle connection, so these ran on one.
      expect(plans.length).toBe(shapes.length);
      for (const plan of plans) expect(plan.custom).toBe(5);
    },
  );

  it('keeps the count of every term, of every name word with a category and of every term in a city equal to its postings through changes', async () => {
    const counted = async () => {
      const postings = rowsOf<{ term: string; companies: number }>(
        await database.db.execute(sql`select term, count(*)::int as companies from search_postings group by term
          union all
          select w.term || ' ' || c.term, count(*)::int from search_postings w
          join search_postings c on c.company_id = w.company_id
          where w.term like 'w:%' and c.term like 'c:%' group by 1
          union all
          select term || ' city:' || city, count(*)::int from search_postings
          where term not like 'w:%' and city is not null group by 1`),
      );
      const terms = rowsOf<{ term: string; companies: number }>(
        await database.db.execute(sql`select term, companies from search_terms where companies > 0`),
      );
      const sorted = (rows: { term: string; companies: number }[]) =>
        [...rows].sort((a, b) => a.term.localeCompare(b.term));
      expect(sorted(terms)).toEqual(sorted(postings));
    };
    const change = async (key: string, values: Partial<typeof schema.companies.$inferInsert>) => {
      await database.db
        .update(schema.companies)
        .set(values)
        .where(eq(schema.companies.id, ids[key] as string));
      await refreshCompanyFacts(database.db, ids[key] as string, new Date());
    };
    await counted();
    // Edited: other services and name; another city; unlisted; and a new company listed in a third city.
    await change('alfa3', { services: ['payroll', 'tax-advisory'], name: 'Alfa Płace 3' });
    await change('alfa5', { city: 'krakow' });
    await change('alfa4', { verifiedAt: null });
    await addCompany('nowa', { name: 'Nowa Księgowość', services: ['bookkeeping'], city: 'gdansk' });
    await refreshCompanyFacts(database.db, ids.nowa as string, new Date());
    await counted();
    expect((await search({ service: 'bookkeeping' })).total).toBe(29);
    expect((await search({})).total).toBe(36);
    // Counted from the rows of a term in a city: Alfa 5 moved to Kraków, where Omega 2 went before.
    expect((await search({ category: 'accounting-payroll', city: 'krakow' })).total).toBe(2);
    expect((await search({ service: 'bookkeeping', city: 'krakow' })).total).toBe(1);
    expect((await search({ service: 'bookkeeping', city: 'warszawa' })).total).toBe(27);
    expect((await search({ city: 'gdansk' })).total).toBe(1);
    // Listed again in Warszawa: counted there again, and no longer in Kraków once moved back.
    await change('alfa4', { verifiedAt: new Date('2026-01-02T00:00:00Z') });
    await change('alfa5', { city: 'warszawa' });
    await counted();
    expect((await search({ service: 'bookkeeping', city: 'warszawa' })).total).toBe(29);
    expect((await search({ category: 'accounting-payroll', city: 'krakow' })).total).toBe(1);
  });
});

describe('a city with another order than relevance', () => {
  type Listed = { id: string; city: string; rating: number | null; reviews: number; minutes: number | null };
  const listed: Listed[] = [];

  beforeAll(async () => {
    // 45 ERP firms in two cities, with ratings, review counts and response times that tie and are missing
    // in places, so every key of each order decides somewhere.
    for (let n = 0; n < 45; n++) {
      const city = n % 3 === 0 ? 'krakow' : 'warszawa';
      const rating = n % 5 === 0 ? null : 3 + (n % 4) * 0.5;
      const reviews = rating === null ? 0 : n % 7;
      const [row] = await database.db
        .insert(schema.companies)
        .values({
          name: `Delta ERP ${n}`,
          description: 'ERP rollouts.',
          services: ['erp-implementation'],
          city,
          country: 'PL',
          languages: ['pl'],
          verifiedAt: new Date('2026-01-01T00:00:00Z'),
          // Reviews not verified, all 5 stars and many, must not move any order: only the verified ones do.
          ratingAvg: 5,
          reviewCount: 100,
          verifiedRatingAvg: rating,
          verifiedReviewCount: reviews,
        })
        .returning({ id: schema.companies.id });
      listed.push({ id: row?.id as string, city, rating, reviews, minutes: n % 4 === 0 ? null : 30 * (n % 6) });
    }
    await rebuildListings(database.db);
    for (const company of listed) {
      await database.db.execute(
        sql`update search_postings set response_minutes = ${company.minutes} where company_id = ${company.id}`,
      );
    }
  });

  // Missing values last either way, as the indexes keep them.
  const desc = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : b - a);
  const asc = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b);
  const orders = {
    rating: (a: Listed, b: Listed) => desc(a.rating, b.rating) || desc(a.reviews, b.reviews),
    reviews: (a: Listed, b: Listed) => desc(a.reviews, b.reviews) || desc(a.rating, b.rating),
    response: (a: Listed, b: Listed) => asc(a.minutes, b.minutes),
  } as const;

  const keysOf = (id: string) => {
    const company = listed.find((candidate) => candidate.id === id);
    return `${company?.city} rating ${company?.rating} reviews ${company?.reviews} minutes ${company?.minutes} ${id}`;
  };

  // Both ways to a city's page: its range read and sorted (up to `cityRangeLimit` of the term's companies
  // there), and the statement planned for the city (a limit of 0 sends every city that way).
  it.each([
    ['reading the city', undefined],
    ['planned for the city', 0],
  ])('gives every page of each order in each city as sorting that city’s companies would (%s)', async (_, limit) => {
    for (const city of ['warszawa', 'krakow']) {
      for (const sort of ['rating', 'reviews', 'response'] as const) {
        const expected = listed
          .filter((company) => company.city === city)
          .sort((a, b) => orders[sort](a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
          .map((company) => company.id);
        for (const offset of [0, 20]) {
          const found = await findListed(
            database.db,
            'c:software-development',
            { city, sort, limit: 20, offset },
            { withCards: offset === 0, cityRangeLimit: limit },
          );
          // Each company as its keys, so a wrong order shows which key was misread.
          expect(found.ids.map(keysOf)).toEqual(expected.slice(offset, offset + 20).map(keysOf));
          expect(found.total).toBe(expected.length);
          // The page's cards come with it (in no order: the service orders them as the ids).
          if (offset === 0) expect(found.cards?.rows.map((card) => card.id).sort()).toEqual([...found.ids].sort());
        }
      }
    }
  });
});
