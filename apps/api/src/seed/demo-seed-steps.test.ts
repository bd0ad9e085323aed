import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase } from '@tendero/db';
import { demoCompanyProfile, demoCompanyTwins, unverifiedTestCompany } from '@tendero/db/seed';
import { type Accounts, createPeopleProfiles } from '@tendero/domain/accounts';
import { createAdmin } from '@tendero/domain/admin';
import { type CompanyProfiles, createCompanyProfiles, createTeam } from '@tendero/domain/companies';
import { createConsents } from '@tendero/domain/consents';
import { type Contacts, createContacts } from '@tendero/domain/contacts';
import { createLocalStorage } from '@tendero/domain/files';
import { createInquiries, type Inquiries, isVerifiedClient } from '@tendero/domain/inquiries';
import {
  createMarketplace,
  createReviews,
  createVerification,
  type Marketplace,
  type Reviews,
  refreshCompanyFacts,
  type Verification,
} from '@tendero/domain/marketplace';
import { buyerRecords, companyResponseFigures, personResponseFigures } from '@tendero/domain/trust';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsFor, createBillingFor, domainContext } from '../capabilities';
import { buildTestApp, openTestDatabase, testConfig } from '../test/test-app';
import { demoMarketplaceCompanies, demoMarketplaceTwins } from './demo-marketplace-build';
import { demoSeedSteps } from './demo-seed-steps';
import { demoSoloFirm } from './demo-solo-firm';

let database: DatabaseHandle;
let accounts: Accounts;
let companies: CompanyProfiles;
let marketplace: Marketplace;
let verification: Verification;
let reviews: Reviews;
let inquiries: Inquiries;
let steps: ReturnType<typeof demoSeedSteps>;
let contacts: Contacts;
const root = mkdtempSync(join(tmpdir(), 'tendero-seed-'));
/**
 * The demo folder `npm test`'s seed phase made as a first start does (TEST_SEEDED_DEMO_DATA,
 * scripts/test-all.mjs: seedDemoFolder, the steps below wired as the app wires them, plus the journeys' own
 * additions). Given, the steps' first round is the one that made that folder, and these tests run on a copy of
 * it: the marketplace step's 88 companies through the use cases (~11,000 queries) are not made a second time
 * in one run. Alone (`npx vitest run demo-seed-steps`) they start from an empty database and run that round
 * themselves.
 */
const seededFolder = process.env.TEST_SEEDED_DEMO_DATA || null;

beforeAll(async () => {
  if (seededFolder) {
    cpSync(seededFolder, join(root, 'data'), { recursive: true });
    database = await openDatabase({ kind: 'pglite', dataDir: join(root, 'data') });
  } else database = await openTestDatabase();
  const config = testConfig();
  const ctx = domainContext(config, database);
  accounts = createAccountsFor(ctx, config);
  const storage = createLocalStorage(seededFolder ? join(root, 'data', 'uploads') : root);
  companies = createCompanyProfiles(ctx, { storage, onCompanyChanged: refreshCompanyFacts });
  marketplace = createMarketplace(ctx);
  verification = createVerification(ctx);
  // As the app wires it: a review after an accepted offer is a verified client's.
  reviews = createReviews(ctx, {
    isVerifiedClient: (clientId, companyId) => isVerifiedClient(ctx, clientId, companyId),
  });
  inquiries = createInquiries(ctx, { marketplace });
  contacts = createContacts(ctx);
  steps = demoSeedSteps(accounts, {
    companies,
    people: createPeopleProfiles(ctx),
    verification,
    reviews,
    inquiries,
    billing: createBillingFor(ctx, config),
    admin: createAdmin(ctx, { accounts, team: createTeam(ctx, accounts) }),
    consents: createConsents(ctx),
    contacts,
    team: createTeam(ctx, accounts),
  });
});
afterAll(async () => {
  await database.close();
  rmSync(root, { recursive: true, force: true });
});

describe('demo seed steps', () => {
  // The marketplace step creates 88 companies through the use cases (~11,000 queries), twice: 72 s at load 7,
  // 213 s at load 13 on two cores (nice 19), so room for a loaded machine.
  it('give every role an account and the demo company a full, badged profile, idempotently', {
    timeout: 360_000,
  }, async () => {
    // Twice on an empty database; once more on the seeded folder, whose first round made it.
    for (let round = seededFolder ? 1 : 0; round < 2; round++) {
      for (const step of steps) await step.run(database.db);
    }
    const manager = await accounts.sessionOf('manager');
    const rep = await accounts.sessionOf('rep');
    expect(manager?.companyId).toBeTruthy();
    // The demo rep has people to write a newsletter to: four contacts under a tag, three with consent (once,
    // though the steps ran twice).
    const repContacts = await contacts.list(rep as NonNullable<typeof rep>, rep?.userId as string, { page: 1 });
    expect(repContacts.total).toBe(4);
    expect(repContacts.items.filter((contact) => contact.marketingConsentAt !== null)).toHaveLength(3);
    const company = await companies.company(manager ?? null, manager?.companyId as string);
    expect(company).toMatchObject({ name: 'Nordwind Software sp. z o.o.', city: 'gdansk', companyTitleId: 'verified' });
    // The demo shows Premium on the demo company (granted by hand), the free plan everywhere else.
    expect(company.hasPremium).toBe(true);
    // Every demo company has a tax identity (Premium is invoiced to it): the page shows its registry details.
    expect(company.registry).toMatchObject({ legalName: 'Nordwind Software sp. z o.o.', country: 'PL' });
    expect(company.registry?.nip).toMatch(/^\d{3}-\d{3}-\d{2}-\d{2}$/);
    expect(company.image).toMatch(/^\/files\/logos\/.+\.webp$/);
    expect(company.steps.map((step) => step.title)).toEqual([
      'Intro call',
      'Discovery workshop',
      'Offer and contract',
      'Sprints and demos',
    ]);
    const publicRep = await companies.salesRepProfile(null, rep?.userId as string);
    expect(publicRep.salesRepData.bio).toContain('logistics');
    for (const login of ['client', 'admin']) expect(await accounts.exists(login)).toBe(true);
  });

  it('list ~85% of the 88 marketplace companies and the demo company, with reps and reviews', async () => {
    // The first test ran every step twice (the second run must have added nothing).
    const seeded = demoMarketplaceCompanies();
    expect(seeded.length).toBeGreaterThanOrEqual(80);
    const admin = await accounts.sessionOf('admin');
    const all = await verification.list(admin as NonNullable<typeof admin>, { state: 'verified', page: 1 });
    const waiting = await verification.list(admin as NonNullable<typeof admin>, { state: 'unverified', page: 1 });
    // Listed besides the 88: the demo company (Nordwind Software) and the demo one-person firm.
    expect(all.total).toBe(seeded.filter((company) => company.state === 'V').length + 2);
    expect(waiting.total).toBeGreaterThanOrEqual(seeded.filter((company) => company.state !== 'V').length);
    const testCompany = waiting.items.find((row) => row.name === unverifiedTestCompany.name);
    expect(testCompany?.verification.checks).toEqual([]);
    const testProfile = await companies.company(admin, testCompany?.id as string);
    expect(testProfile).toMatchObject({ city: 'warszawa', services: unverifiedTestCompany.services, verifiedAt: null });

    const listed: Awaited<ReturnType<Marketplace['search']>>['items'] = [];
    for (let page = 1; ; page++) {
      const result = await marketplace.search({ sort: 'relevance', page }, 'en');
      if (page === 1) expect(result.total).toBeGreaterThanOrEqual(68);
      listed.push(...result.items);
      if (result.items.length === 0 || listed.length >= result.total) break;
    }
    const names = listed.map((card) => card.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('Nordwind Software sp. z o.o.');
    expect(names).toContain('Biuro Rachunkowe Kowalczyk sp. z o.o.');
    // The one-person firm is listed and its manager, who answers inquiries, is the one clients contact.
    const solo = await accounts.sessionOf('solo');
    expect(solo).toMatchObject({ role: 'MANAGER', answersInquiries: true });
    expect(listed.find((card) => card.name === 'Biuro Rachunkowe Anna Wójcik')?.contactRepId).toBe(solo?.userId);
    expect(names).not.toContain(unverifiedTestCompany.name);
    const found = await marketplace.search({ q: 'Nieweryfikowana', sort: 'relevance', page: 1 }, 'pl');
    expect(found.items.map((card) => card.name)).not.toContain(unverifiedTestCompany.name);
    expect(listed.every((card) => card.contactRepId !== null)).toBe(true);
    expect(listed.filter((card) => card.rating.count > 0).length).toBeGreaterThan(40);
    // Ratings count verified reviews only: the demo's come from seeded accepted offers (two in three).
    expect(
      listed.filter((card) => card.rating.verifiedCount > 0 && card.rating.average !== null).length,
    ).toBeGreaterThan(40);
    expect(listed.some((card) => card.hasPromo)).toBe(true);
    expect(new Set(listed.map((card) => card.country)).size).toBeGreaterThan(15);

    // Every catalogue category has listed companies; Polish cities are about two thirds.
    for (const category of ['accounting-payroll', 'legal-services', 'events', 'translation-localisation']) {
      const result = await marketplace.search({ category, sort: 'relevance', page: 1 }, 'pl');
      expect(result.total, category).toBeGreaterThanOrEqual(3);
    }
    const polish = listed.filter((card) => card.country === 'PL').length;
    expect(polish / listed.length).toBeGreaterThan(0.55);

    // The demo company has reviews by demo clients, none by the main demo client; some are answered.
    const manager = await accounts.sessionOf('manager');
    const client = await accounts.sessionOf('client');
    const nordwind = await reviews.list(manager?.companyId as string);
    expect(nordwind.items.length).toBeGreaterThan(0);
    expect(nordwind.items.some((review) => review.author.userId === client?.userId)).toBe(false);
    // Its rating rests on reviews of verified clients (accepted offers); other companies show some that
    // are not verified beside theirs.
    expect(nordwind.rating.verifiedCount).toBeGreaterThan(0);
    expect(nordwind.rating.verifiedCount).toBe(nordwind.items.filter((review) => review.verifiedClient).length);
    expect(listed.some((card) => card.rating.count > card.rating.verifiedCount && card.rating.verifiedCount > 0)).toBe(
      true,
    );
    const busiest = listed.reduce((best, card) => (card.rating.count > best.rating.count ? card : best));
    const answered = (await reviews.list(busiest.id)).items.filter((review) => review.answer !== null);
    expect(busiest.rating.count).toBeGreaterThanOrEqual(5);
    expect(answered.length).toBeGreaterThan(0);

    // A seeded company's profile: its rep, sections and both demo logins.
    for (const login of ['mgr-vistula-code', 'rep-vistula-code', 'client-1', 'client-15']) {
      expect(await accounts.exists(login), login).toBe(true);
    }
    const vistula = listed.find((card) => card.name === 'Vistula Code sp. z o.o.');
    const profile = await companies.company(null, vistula?.id as string);
    expect(profile.offers.length).toBeGreaterThan(0);
    expect(profile.steps.length).toBeGreaterThanOrEqual(2);
    expect(profile.faqs.length).toBeGreaterThan(0);
    expect(profile.contactRepId).toBe(vistula?.contactRepId);
  });
});

describe('demo inquiries', () => {
  it('give the demo client inquiries with offers to compare, once, and one decided', async () => {
    const client = await accounts.sessionOf('client');
    const mine = await inquiries.mine(client as NonNullable<typeof client>);
    expect(mine.items).toHaveLength(2);
    const open = mine.items.find((item) => item.state === 'open');
    expect(open?.applicationCount).toBe(3);
    expect(mine.items.find((item) => item.outcome === 'accepted')).toBeDefined();
    const rep = await accounts.sessionOf(`rep-${demoMarketplaceCompanies()[0]?.slug}`);
    expect(rep).not.toBeNull();
    const found = await inquiries.find(null, { page: 1 });
    expect(found).toMatchObject({ access: 'teaser', total: 5 });
  });
});

describe('demo history (trust figures)', () => {
  it('gives the demo company and its rep measured response times, other companies varied ones, and clients records', async () => {
    const rep = await accounts.sessionOf('rep');
    const manager = await accounts.sessionOf('manager');
    const companyId = manager?.companyId as string;
    const [own] = [...(await companyResponseFigures(database.db, [companyId])).values()];
    expect(own?.offers.enough).toBe(true);
    expect(own?.chats.enough).toBe(true);
    expect(own?.offers.medianMinutes).toBeLessThan(4 * 60);
    const person = (await personResponseFigures(database.db, [rep?.userId as string])).get(rep?.userId as string);
    expect(person?.all.enough).toBe(true);
    // The steps ran twice (first test): the history was written once.
    expect(own?.offers.events).toBeLessThanOrEqual(8);
    // Other companies: some measured, some too new to say; the fastest first in "answers fastest".
    const listed = demoMarketplaceCompanies()
      .filter((company) => company.state === 'V')
      .slice(0, 12);
    const ids = await Promise.all(
      listed.map(async (company) => (await accounts.sessionOf(`rep-${company.slug}`))?.companyId as string),
    );
    const figures = [...(await companyResponseFigures(database.db, ids)).values()];
    expect(figures.filter((item) => item.all.enough).length).toBeGreaterThanOrEqual(6);
    expect(figures.filter((item) => !item.all.enough).length).toBeGreaterThanOrEqual(2);
    const fastest = await marketplace.search(
      { sort: 'response', page: 1 } as Parameters<typeof marketplace.search>[0],
      'en',
    );
    const minutes = fastest.items.filter((item) => item.response.enough).map((item) => item.response.medianMinutes);
    expect(minutes.length).toBeGreaterThanOrEqual(6);
    // Every client who asked has a record; the one with an open inquiry on /orders/find shows it to providers.
    const clientTwo = await accounts.sessionOf('client-2');
    const record = (await buyerRecords(database.db, [clientTwo?.userId as string])).get(clientTwo?.userId as string);
    expect(record?.enough).toBe(true);
  });
});

describe('demo content in both languages', () => {
  it('shows every demo company description, section, review, answer and rep bio in the page’s language', {
    timeout: 120_000,
  }, async () => {
    const config = testConfig();
    const app = await buildTestApp({ database, config });
    try {
      const twins = [...demoMarketplaceTwins(), ...demoCompanyTwins()];
      for (const [en, pl] of twins) {
        expect(en, pl).not.toBe('');
        expect(pl, en).not.toBe('');
      }
      const english = new Set(twins.map(([en]) => en));
      const polish = new Set(twins.map(([, pl]) => pl));
      // Texts of the other language only (a proper name reads the same in both and may stay).
      const foreign = {
        en: new Set([...polish].filter((text) => !english.has(text))),
        pl: new Set([...english].filter((text) => !polish.has(text))),
      };
      const descriptions = new Map<string, readonly [string, string]>([
        [
          'Nordwind Software sp. z o.o.',
          [demoCompanyProfile.details.description ?? '', demoCompanyProfile.polish.description],
        ],
        ...demoMarketplaceCompanies().map((company) => [company.details.name, company.descriptionTwin] as const),
        [demoSoloFirm.details.name, demoSoloFirm.descriptionTwin],
      ]);
      const get = async (url: string, locale: 'en' | 'pl') => {
        const response = await app.inject({ url, headers: { 'accept-language': locale } });
        expect(response.statusCode, url).toBe(200);
        return response.json();
      };
      const stringsOf = (value: unknown): string[] =>
        typeof value === 'string'
          ? [value]
          : Array.isArray(value)
            ? value.flatMap(stringsOf)
            : value && typeof value === 'object'
              ? Object.values(value).flatMap(stringsOf)
              : [];

      let companiesSeen = 0;
      let reviewsSeen = 0;
      /** How often each review text is shown over the whole demo, per language. */
      const reviewUses = { en: new Map<string, number>(), pl: new Map<string, number>() };
      for (const locale of ['en', 'pl'] as const) {
        const index = locale === 'en' ? 0 : 1;
        for (let page = 1; ; page++) {
          const result = await get(`/api/companies/search?page=${page}`, locale);
          for (const card of result.items as { id: string; name: string; description: string }[]) {
            const twin = descriptions.get(card.name);
            expect(twin, card.name).toBeDefined();
            expect(twin?.[index].startsWith(card.description), `${locale} card of ${card.name}`).toBe(true);

            const profile = await get(`/api/companies/${card.id}`, locale);
            expect(profile.description, `${locale} ${card.name}`).toBe(twin?.[index]);
            const { name: _name, description: _description, ...rest } = profile;
            for (const text of stringsOf(rest))
              expect(foreign[locale].has(text), `${locale} ${card.name}: ${text}`).toBe(false);

            const reviews = await get(`/api/companies/${card.id}/reviews`, locale);
            const shown = (reviews.items as { text: string }[]).map((review) => review.text);
            // Demo reviews read as written by different people: a company never shows the same text twice.
            expect(new Set(shown).size, `${locale} reviews of ${card.name}: ${shown.join(' | ')}`).toBe(shown.length);
            for (const text of shown) reviewUses[locale].set(text, (reviewUses[locale].get(text) ?? 0) + 1);
            for (const review of reviews.items as { text: string; answer: { text: string } | null }[]) {
              reviewsSeen++;
              for (const text of [review.text, review.answer?.text ?? '']) {
                expect(foreign[locale].has(text), `${locale} review of ${card.name}: ${text}`).toBe(false);
              }
            }
            if (profile.contactRepId) {
              const rep = await get(`/api/companies/salesreps/${profile.contactRepId}`, locale);
              expect(foreign[locale].has(rep.salesRepData.bio), `${locale} bio: ${rep.salesRepData.bio}`).toBe(false);
            }
            companiesSeen++;
          }
          if (result.items.length === 0 || page * result.pageSize >= result.total) break;
        }
      }
      expect(companiesSeen).toBeGreaterThan(2 * 68);
      expect(reviewsSeen).toBeGreaterThan(200);
      // Nor does the demo as a whole lean on a few stock texts: none is shown on more than two companies.
      for (const locale of ['en', 'pl'] as const) {
        const repeated = [...reviewUses[locale]].filter(([, uses]) => uses > 2);
        expect(repeated, `${locale} review texts used more than twice`).toEqual([]);
      }

      // The compare page's admin notes too.
      const some = (await get('/api/companies/search?page=1', 'en')).items
        .slice(0, 4)
        .map((card: { id: string }) => card.id);
      for (const locale of ['en', 'pl'] as const) {
        const compared = await get(`/api/companies/compare?ids=${some.join(',')}`, locale);
        for (const text of stringsOf(compared.items))
          expect(foreign[locale].has(text), `${locale} compare: ${text}`).toBe(false);
      }

      // The editor sees what is stored: Nordwind's manager edits the English text on a Polish page.
      const manager = await accounts.sessionOf('manager');
      const own = await companies.managerProfile(manager as NonNullable<typeof manager>, manager?.userId as string);
      expect(own.companyData.description).toBe(demoCompanyProfile.details.description);
    } finally {
      await app.close();
    }
  });
});
