import { companySearchResultSchema } from '@tendero/contracts';
import { createCompanyProfiles } from '@tendero/domain/companies';
import { createLocalStorage } from '@tendero/domain/files';
import { refreshCompanyFacts } from '@tendero/domain/marketplace';
import { beforeAll, expect } from 'vitest';
import { domainContext } from '../../capabilities';
import { signedInUser, testAppPerFile, testConfig } from '../../test/test-app';

export const env = testAppPerFile();
export type Person = Awaited<ReturnType<typeof signedInUser>>;
export let admin: Person;
export const ids: Record<string, string> = {};
export const managers: Record<string, Person> = {};

export type Fixture = {
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
export const fixtures: Fixture[] = [
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

export async function verify(companyId: string, passed = ['competencies', 'teamSize', 'portfolio', 'serviceQuality']) {
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
    onCompanyChanged: refreshCompanyFacts,
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

export async function search(query: string, locale = 'en') {
  const response = await env.app.inject({
    url: `/api/companies/search?${query}`,
    headers: { 'accept-language': locale },
  });
  expect(response.statusCode).toBe(200);
  return companySearchResultSchema.parse(response.json());
}
export const names = (result: { items: { name: string }[] }) => result.items.map((item) => item.name).sort();
