import type { CompanySearchQuery } from '@tendero/contracts';
import type { DatabaseHandle } from '@tendero/db';
import { schema } from '@tendero/db';
import { openTestDatabase } from '@tendero/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildListings } from './listing.repository';
import { searchTestContext } from './search.fixture';
import { createMarketplace, type Marketplace } from './search.service';

/**
 * Free text reads the first companies of each name word (the tier: 128 in production) and uses them alone
 * when they prove the page exact, else weighs every company of the word (decision 0022). Here the tier is
 * made a page and a few more, and each search's page and total must be those of a tier that holds every
 * company: the same when the tier settles it, and when only the rest of a word holds the best match.
 */
let database: DatabaseHandle;
let tier: Marketplace;
let whole: Marketplace;

async function addCompany(name: string, services: string[], verifiedReviews = 0, city = 'warszawa') {
  await database.db.insert(schema.companies).values({
    name,
    description: `${name} works for small companies.`,
    services,
    city,
    country: 'PL',
    languages: ['pl'],
    verifiedAt: new Date('2026-01-01T00:00:00Z'),
    verifiedRatingAvg: verifiedReviews > 0 ? 5 : null,
    verifiedReviewCount: verifiedReviews,
  });
}

const searchIn = (marketplace: Marketplace, query: Partial<CompanySearchQuery>) =>
  marketplace.search({ sort: 'relevance', page: 1, ...query } as CompanySearchQuery, 'en');
const names = (result: { items: { name: string }[] }) => result.items.map((item) => item.name);

beforeAll(async () => {
  database = await openTestDatabase();
  // 40 bookkeeping offices named Kappa, better rated the lower their number: the tier of "kappa" holds
  // the first 20 of them.
  for (let n = 1; n <= 40; n++) await addCompany(`Kappa ${n}`, ['bookkeeping'], 60 - n, n % 2 ? 'warszawa' : 'krakow');
  // Below all of them by rating: one Kappa with both catalogue terms "ksiegowosc" names (the accounting
  // category and full accounting), one whose name has "lambda" too, one with only another category's service.
  await addCompany('Kappa Pełna', ['full-accounting']);
  await addCompany('Kappa Lambda', ['contract-drafting']);
  await addCompany('Kappa Prawo', ['contract-drafting']);
  await addCompany('Lambda Biuro', ['bookkeeping'], 5);
  // 30 full-accounting offices named Sigma (both catalogue terms of "ksiegowosc"), and 3 Sigmas outside it.
  for (let n = 1; n <= 30; n++) await addCompany(`Sigma ${n}`, ['full-accounting'], 40 - n);
  for (let n = 1; n <= 3; n++) await addCompany(`Sigma Prawo ${n}`, ['contract-drafting']);
  // 30 venues named Omikrony (a word "omikron" starts: 3), better rated than 30 named Omikron, and one
  // named both, unrated, below all of them.
  for (let n = 1; n <= 30; n++) await addCompany(`Omikrony ${n}`, ['event-venues'], 60 - n);
  for (let n = 1; n <= 30; n++) await addCompany(`Omikron ${n}`, ['event-venues'], 31 - n);
  await addCompany('Omikron Omikrony', ['event-venues']);
  await rebuildListings(database.db);
  const ctx = searchTestContext(database);
  tier = createMarketplace(ctx, { cachePages: 0, wordTier: 25 });
  whole = createMarketplace(ctx, { cachePages: 0, wordTier: 10_000 });
});

afterAll(async () => {
  await database.close();
});

describe('the first companies of a name word, when they settle the page', () => {
  const same = async (query: Partial<CompanySearchQuery>) => {
    const [fromTier, fromWhole] = [await searchIn(tier, query), await searchIn(whole, query)];
    expect(names(fromTier)).toEqual(names(fromWhole));
    expect(fromTier.total).toBe(fromWhole.total);
    return fromTier;
  };

  it('settle it when no company beyond them can rank higher, page after page, and count the rest', async () => {
    const first = await same({ q: 'kappa' });
    expect(names(first)).toEqual(Array.from({ length: 20 }, (_, i) => `Kappa ${i + 1}`));
    expect(first.total).toBe(43);
    expect(names(await same({ q: 'kappa', page: 2 }))).toEqual(Array.from({ length: 20 }, (_, i) => `Kappa ${i + 21}`));
    expect((await same({ q: 'kappa', city: 'krakow' })).total).toBe(20);
    await same({ q: 'kappa', sort: 'rating', page: 2 });
  });

  it('do not when a company beyond them has more of the catalogue terms the text names', async () => {
    // Every Kappa in the tier has the category (1); Kappa Pełna, last by rating, has it and the service (2).
    const found = await same({ q: 'kappa ksiegowosc' });
    expect(names(found)[0]).toBe('Kappa Pełna');
    // The category's 41 Kappas, Lambda Biuro and 30 Sigmas, and the two Kappas found by name only.
    expect(found.total).toBe(74);
    expect((await same({ q: 'kappa ksiegowosc', page: 3 })).total).toBe(74);
  });

  it('settle it when enough of them have every catalogue term the text names, and count those outside it', async () => {
    const found = await same({ q: 'sigma ksiegowosc' });
    expect(names(found)).toEqual(Array.from({ length: 20 }, (_, i) => `Sigma ${i + 1}`));
    // The category's 72 and the 3 Sigmas outside it (the word's row of search_terms less its row with the category).
    expect(found.total).toBe(75);
    // In Warszawa: the same less the 20 Kappas of Kraków (counted from the postings).
    expect((await same({ q: 'sigma ksiegowosc', city: 'warszawa' })).total).toBe(55);
  });

  it('do not when a company beyond them in one word has another word of the text', async () => {
    const found = await same({ q: 'kappa lambda' });
    expect(names(found)[0]).toBe('Kappa Lambda');
    expect(found.total).toBe(44);
  });

  it('weigh a company by the best name word of each word of the text, not by every word it starts or resembles', async () => {
    // "omikron" is Omikron (4) and Omikrony (3): Omikron Omikrony weighs 4, after every rated Omikron.
    expect(names(await same({ q: 'omikron' }))).toEqual(Array.from({ length: 20 }, (_, i) => `Omikron ${i + 1}`));
    const second = await same({ q: 'omikron', page: 2 });
    expect(names(second)).toEqual([
      ...Array.from({ length: 10 }, (_, i) => `Omikron ${i + 21}`),
      'Omikron Omikrony',
      ...Array.from({ length: 9 }, (_, i) => `Omikrony ${i + 1}`),
    ]);
    expect(second.total).toBe(61);
  });

  it('do not when a company beyond every word read has the best name word of each word of the text', async () => {
    // Omikrony n is 3 + 4, complete in the tier; Omikron Omikrony, beyond both words' first, is 4 + 4.
    const found = await same({ q: 'omikron omikrony' });
    expect(names(found)).toEqual(['Omikron Omikrony', ...Array.from({ length: 19 }, (_, i) => `Omikrony ${i + 1}`)]);
    expect(found.total).toBe(61);
  });
});
