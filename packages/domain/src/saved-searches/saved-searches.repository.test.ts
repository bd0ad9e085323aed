import { companySearchQuerySchema } from '@tendero/contracts';
import { type DatabaseHandle, schema } from '@tendero/db';
import { openTestDatabase } from '@tendero/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMatchingSearches, type MatchTarget } from './saved-searches.repository';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(schema.users).values({
    id: 'searcher',
    name: 'Searcher',
    email: 'searcher@tendero.test',
    username: 'searcher',
    role: 'CLIENT',
    status: 'ACTIVE',
    firstName: 'Sam',
    lastName: 'Searcher',
  });
});
afterAll(() => database.close());

const company: MatchTarget = {
  terms: ['all', 's:bookkeeping'],
  city: 'gdansk',
  country: 'PL',
  teamSize: '10-49',
  languages: ['pl', 'en'],
  hasPromo: false,
  ratingAvg: 4.5,
  document: "'bookkeeping':1",
};

describe('saved searches a newly verified company matches', () => {
  it('compares a minimum rating with the company’s average, fractions too (4.5 passes 4, not 5)', async () => {
    for (const minRating of [null, 4, 5]) {
      await database.db.insert(schema.savedSearches).values({
        userId: 'searcher',
        name: `at least ${minRating ?? 'any'}`,
        query: companySearchQuerySchema.omit({ page: true }).parse({ service: 'bookkeeping' }),
        anchorTerm: 's:bookkeeping',
        cityKey: '*',
        minRating,
      });
    }
    const found = await findMatchingSearches(database.db, company);
    expect(found.matches.map((match) => match.name).sort()).toEqual(['at least 4', 'at least any']);
    const unrated = await findMatchingSearches(database.db, { ...company, ratingAvg: null });
    expect(unrated.matches.map((match) => match.name)).toEqual(['at least any']);
  });
});
