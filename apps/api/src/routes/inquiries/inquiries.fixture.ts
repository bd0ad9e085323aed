import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findInquiriesResultSchema, inquirySchema } from '@tendero/contracts';
import type { DatabaseHandle } from '@tendero/db';
import type { Clock } from '@tendero/domain';
import { type Accounts, createAccounts } from '@tendero/domain/accounts';
import { createCompanyProfiles } from '@tendero/domain/companies';
import { createLocalStorage } from '@tendero/domain/files';
import { refreshCompanyFacts } from '@tendero/domain/marketplace';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { domainContext } from '../../capabilities';
import { buildTestApp, companyDetails, openTestDatabase, signedInUser, testConfig } from '../../test/test-app';
import { testPasswordHasher } from '../../test/test-password-hasher';

/** A clock the tests move forward: expiry is read from the end date, so no job has to run. */
export let offsetMs = 0;
export const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
/** Moves the test clock (the digest job runs when its time has come). */
export function setOffsetMs(ms: number) {
  offsetMs = ms;
}
export const dayMs = 86_400_000;

// The free plan's monthly offer limit has its own tests (routes/billing); here companies send freely.
export const config = testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', FREE_APPLICATIONS_PER_MONTH: '1000' });
export let database: DatabaseHandle;
export let accounts: Accounts;
export let app: FastifyInstance;
export let uploads: string;
export type Person = Awaited<ReturnType<typeof signedInUser>>;
export let client: Person;
export let otherClient: Person;
export let admin: Person;
export const companies: Record<'a' | 'b', { id: string; manager: Person; reps: Person[] }> = {} as never;

export async function verify(companyId: string) {
  for (const criterion of ['competencies', 'teamSize', 'portfolio', 'serviceQuality']) {
    await app.inject({
      method: 'PUT',
      url: `/api/companies/${companyId}/verification/checks`,
      headers: admin.auth,
      payload: { criterion, passed: true, note: 'checked' },
    });
  }
}

beforeAll(async () => {
  uploads = mkdtempSync(join(tmpdir(), 'tendero-uploads-'));
  database = await openTestDatabase();
  accounts = createAccounts(domainContext(config, database), {
    passwordHasher: testPasswordHasher,
    secret: config.sessionSecret,
    failedSignInsPerHour: 100,
  });
  app = await buildTestApp({ database, config, accounts, clock, storage: createLocalStorage(uploads) });
  admin = await signedInUser(app, accounts, { role: 'ADMIN', prefix: 'admin' });
  client = await signedInUser(app, accounts, {
    role: 'CLIENT',
    prefix: 'client',
    firstName: 'Anna',
    lastName: 'Kowal',
  });
  otherClient = await signedInUser(app, accounts, { role: 'CLIENT', prefix: 'other' });
  const profiles = createCompanyProfiles(domainContext(config, database), {
    storage: createLocalStorage(uploads),
    onCompanyChanged: refreshCompanyFacts,
  });
  for (const [key, name, services] of [
    ['a', 'Alpha Books', ['bookkeeping', 'payroll']],
    ['b', 'Beta Ledger', ['bookkeeping']],
  ] as const) {
    const manager = await signedInUser(app, accounts, { role: 'MANAGER', companyName: name, prefix: `m${key}` });
    const companyId = manager.user.companyId as string;
    const reps = [];
    for (let i = 0; i < 3; i++) {
      reps.push(await signedInUser(app, accounts, { role: 'SALES_REP', companyId, prefix: `r${key}${i}` }));
    }
    await profiles.updateCompany(
      { userId: manager.user.id, role: 'MANAGER' },
      companyId,
      companyDetails({ name, description: `${name} keeps the books of small companies.`, services: [...services] }),
    );
    await verify(companyId);
    companies[key] = { id: companyId, manager, reps };
  }
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(uploads, { recursive: true, force: true });
});

export const newInquiry = {
  services: ['bookkeeping'],
  visibilityDays: 7,
  description: 'We need monthly bookkeeping for a 12-person software company in Warsaw.',
  budgetMin: 800,
  budgetMax: 1500,
  currency: 'PLN',
  city: 'warszawa',
  marketingConsent: true,
};
export const offer = (price = 1200) => ({
  message: 'We can start next month and take over from your current office.',
  priceMin: price,
  currency: 'PLN',
  timelineDays: 14,
  scope: 'Monthly bookkeeping, VAT, payroll for 12 people.',
  paymentTerms: 'Monthly, 14 days',
  validUntil: new Date(Date.now() + 30 * dayMs).toISOString().slice(0, 10),
});

export async function post(person: Person | null, url: string, payload?: object, locale = 'en') {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...(person?.auth ?? {}), 'accept-language': locale },
    ...(payload ? { payload } : {}),
  });
}
export async function publish(payload: object = newInquiry) {
  const response = await post(client, '/api/orders', payload);
  expect(response.statusCode).toBe(201);
  return inquirySchema.parse(response.json());
}
export async function find(person: Person | null, query = '') {
  const response = await app.inject({ url: `/api/orders/find?${query}`, headers: person?.auth ?? {} });
  expect(response.statusCode).toBe(200);
  return findInquiriesResultSchema.parse(response.json());
}
export const rep = (key: 'a' | 'b', index = 0) => companies[key].reps[index] as Person;
