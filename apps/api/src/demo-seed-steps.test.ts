import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@tendero/db';
import { type Accounts, createPeopleProfiles } from '@tendero/domain/accounts';
import { type CompanyProfiles, createCompanyProfiles } from '@tendero/domain/companies';
import { createLocalStorage } from '@tendero/domain/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsFor, domainContext } from './app';
import { demoSeedSteps } from './demo-seed-steps';
import { openTestDatabase, testConfig } from './test/test-app';

let database: DatabaseHandle;
let accounts: Accounts;
let companies: CompanyProfiles;
let steps: ReturnType<typeof demoSeedSteps>;
const root = mkdtempSync(join(tmpdir(), 'tendero-seed-'));

beforeAll(async () => {
  database = await openTestDatabase();
  const config = testConfig();
  const ctx = domainContext(config, database);
  accounts = createAccountsFor(ctx, config);
  companies = createCompanyProfiles(ctx, { storage: createLocalStorage(root) });
  steps = demoSeedSteps(accounts, { companies, people: createPeopleProfiles(ctx) });
});
afterAll(async () => {
  await database.close();
  rmSync(root, { recursive: true, force: true });
});

describe('demo seed steps', () => {
  it('give every role an account and the demo company a full, badged profile, idempotently', async () => {
    for (let round = 0; round < 2; round++) {
      for (const step of steps) await step.run(database.db);
    }
    const manager = await accounts.sessionOf('manager');
    const rep = await accounts.sessionOf('rep');
    expect(manager?.companyId).toBeTruthy();
    const company = await companies.company(manager ?? null, manager?.companyId as string);
    expect(company).toMatchObject({ name: 'Nordwind Software sp. z o.o.', city: 'gdansk', companyTitleId: 'verified' });
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
});
