import type { CompanySearchQuery, Locale } from '@tendero/contracts';
import { type DatabaseHandle, schema } from '@tendero/db';
import { openTestDatabase } from '@tendero/db/testing';
import { createOfflineEngine } from '@tendero/domain/assistant';
import { createMarketplace, type Marketplace, rebuildListings } from '@tendero/domain/marketplace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMarketplaceCompanies } from '../../seed/demo-marketplace-build';

let database: DatabaseHandle;
let marketplace: Marketplace;

beforeAll(async () => {
  database = await openTestDatabase();
  for (const company of demoMarketplaceCompanies().filter((item) => item.state === 'V')) {
    const { details } = company;
    await database.db.insert(schema.companies).values({
      name: details.name,
      description: details.description,
      services: details.services,
      city: details.city,
      country: details.country,
      languages: details.languages,
      tags: details.tags,
      teamSize: details.teamSize,
      verifiedAt: new Date('2026-01-01T00:00:00Z'),
    });
  }
  await rebuildListings(database.db);
  marketplace = createMarketplace({
    db: database.db,
    clock: { now: () => new Date() },
    settings: { publicUrl: 'http://localhost', supportEmail: 'support@tendero.test', linkSecret: 'x' },
  });
}, 120_000);
afterAll(async () => {
  await database.close();
});

type Asked = { companies: string[]; text: string };

/** What the offline assistant answers: the names on its company cards, and what it says. */
async function ask(question: string, locale: Locale): Promise<Asked> {
  const engine = createOfflineEngine({
    marketplace,
    company: () => Promise.reject(new Error('not asked here')),
    reviews: () => Promise.reject(new Error('not asked here')),
    inquiry: () => Promise.reject(new Error('not asked here')),
    repProfile: () => Promise.reject(new Error('not asked here')),
  });
  const answer: Asked = { companies: [], text: '' };
  await engine.answer(
    { question, locale, history: [], asker: { userId: 'someone', role: 'CLIENT' }, now: new Date() },
    {
      text: (delta) => {
        answer.text += delta;
      },
      part: (part) => {
        if (part.type === 'companies') answer.companies = part.items.map((item) => item.name);
      },
    },
    new AbortController().signal,
  );
  return answer;
}

/** The first four companies the marketplace search shows for what a person would type and pick there. */
async function searchFinds(q: string, city: string | undefined, locale: Locale): Promise<string[]> {
  const found = await marketplace.search({ q, city, sort: 'relevance', page: 1 } as CompanySearchQuery, locale);
  return found.items.slice(0, 4).map((item) => item.name);
}

/**
 * The offline assistant finds what the marketplace search finds (issue 34): it reads a sentence in either
 * language, with or without diacritics, as the search's words and city, and asks the search itself. On the
 * demo marketplace, where the search finds 2 companies in Kraków for "accountant".
 */
describe('the offline assistant asks the marketplace search', () => {
  it.each([
    ['I need an accountant in Kraków', 'en', 'accountant', 'krakow'],
    ['We are looking for an accountant in Krakow', 'en', 'accountant', 'krakow'],
    ['szukam księgowej w Krakowie', 'pl', 'księgowej', 'krakow'],
    ['Szukamy ksiegowej w Krakowie', 'pl', 'ksiegowa', 'krakow'],
    ['Potrzebuję tłumacza przysięgłego we Wrocławiu', 'pl', 'tłumacz przysięgły', 'wroclaw'],
    ['I need a sworn translator in Wrocław', 'en', 'sworn translator', 'wroclaw'],
    ['I need a website for my shop in Warsaw', 'en', 'website', 'warszawa'],
    ['payroll for 40 people in Kraków', 'en', 'payroll', 'krakow'],
    ['Kadry i płace dla 40 osób w Krakowie', 'pl', 'kadry i płace', 'krakow'],
    ['biuro rachunkowe w Warszawie', 'pl', 'biuro rachunkowe', 'warszawa'],
  ] as const)('“%s” (%s) finds what the search finds for “%s” in %s', async (question, locale, typed, city) => {
    const expected = await searchFinds(typed, city, locale as Locale);
    expect(expected.length, `the search finds companies for ${typed} in ${city}`).toBeGreaterThan(0);
    const answer = await ask(question, locale as Locale);
    expect(answer.companies).toEqual(expected);
  });

  it('says when the search finds none in the city and shows what it finds elsewhere', async () => {
    // "web developer" in Warsaw: the search reads "web" (web development and websites).
    const answer = await ask('web developer Warsaw', 'en');
    const inWarsaw = await searchFinds('web', 'warszawa', 'en');
    expect(answer.companies).toEqual(inWarsaw.length > 0 ? inWarsaw : await searchFinds('web', undefined, 'en'));
    expect(answer.companies.length).toBeGreaterThan(0);
  });

  it('reads nothing into small talk', async () => {
    for (const question of ['Tell me a joke about penguins', 'Hello, how are you?', 'Opowiedz dowcip o pingwinach']) {
      const answer = await ask(question, question.startsWith('Opowiedz') ? 'pl' : 'en');
      expect(answer.companies, question).toEqual([]);
    }
  });
});
