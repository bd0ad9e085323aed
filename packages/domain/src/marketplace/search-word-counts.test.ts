import type { CompanySearchQuery } from '@tendero/contracts';
import type { DatabaseHandle } from '@tendero/db';
import { schema } from '@tendero/db';
import { openTestDatabase } from '@tendero/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildListings } from './listing.repository';
import { searchTestContext } from './search.fixture';
import { createMarketplace, type Marketplace } from './search.service';

/**
 * Beyond the companies of one name word that free text ranks (2,000 in production), the rest are counted:
 * from the word's postings, or for one word and one category from search_terms (decision 0022). Here a
 * word has more companies than a page, and the ranked share is made as small as a page, so both ways of
 * counting run on a small database and must give the exact total.
 */
let database: DatabaseHandle;
let cut: Marketplace;
let whole: Marketplace;

async function addCompany(name: string, services: string[]) {
  await database.db.insert(schema.companies).values({
    name,
    description: `${name} works for small companies.`,
    services,
    city: 'warszawa',
    country: 'PL',
    languages: ['pl'],
    verifiedAt: new Date('2026-01-01T00:00:00Z'),
  });
}

const searchIn = (marketplace: Marketplace, query: Partial<CompanySearchQuery>) =>
  marketplace.search({ sort: 'relevance', page: 1, ...query } as CompanySearchQuery, 'en');

beforeAll(async () => {
  database = await openTestDatabase();
  // 26 companies with "Księgowość" in their name: 14 keep books (the accounting category the word names),
  // 12 draft contracts (another category); 5 more keep books without the word.
  for (let n = 1; n <= 14; n++) await addCompany(`Beta Księgowość ${n}`, ['bookkeeping']);
  for (let n = 1; n <= 12; n++) await addCompany(`Gamma Księgowość ${n}`, ['contract-drafting']);
  for (let n = 1; n <= 5; n++) await addCompany(`Delta Biuro ${n}`, ['full-accounting']);
  await rebuildListings(database.db);
  const ctx = searchTestContext(database);
  // The first page's worth read first (the tier) cannot settle the page (no reviews: equal ranks), so the
  // rest is counted as beyond the word's candidates.
  cut = createMarketplace(ctx, { cachePages: 0, wordCandidates: 1, wordTier: 1 });
  whole = createMarketplace(ctx, { cachePages: 0 });
});

afterAll(async () => {
  await database.close();
});

describe('a name word with more companies than are ranked', () => {
  it('counts them exactly from search_terms when the text names one category', async () => {
    // The category's 19 companies and the 12 found by the name word only.
    expect((await searchIn(cut, { q: 'ksiegowosc' })).total).toBe(31);
    expect((await searchIn(whole, { q: 'ksiegowosc' })).total).toBe(31);
  });

  it('counts them exactly from the postings when another filter narrows the search', async () => {
    const query = { q: 'ksiegowosc', city: 'warszawa' } as Partial<CompanySearchQuery>;
    expect((await searchIn(cut, query)).total).toBe(31);
    expect((await searchIn(whole, query)).total).toBe(31);
  });

  it('still shows a page of the companies named as typed first', async () => {
    const first = await searchIn(cut, { q: 'ksiegowosc' });
    expect(first.items).toHaveLength(20);
    expect(first.items.every((item) => /Księgowość/.test(item.name))).toBe(true);
  });
});
