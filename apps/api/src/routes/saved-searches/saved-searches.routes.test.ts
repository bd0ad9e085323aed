import { savedSearchListSchema, savedSearchSchema } from '@tendero/contracts';
import { schema } from '@tendero/db';
import { type Clock, runDueJobs } from '@tendero/domain';
import {
  createMatchCompanyHandler,
  createSavedSearchDigestHandler,
  matchCompanyJob,
  savedSearchDigestJob,
  sendSavedSearchDigests,
} from '@tendero/domain/saved-searches';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { domainContext } from '../../capabilities';
import { signedInUser, testConfig } from '../../test/test-app';
import { admin, env, ids, type Person, verify } from '../marketplace/marketplace.fixture';

let offsetMs = 0;
const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };

async function runJobs() {
  const ctx = domainContext(testConfig(), env.database, clock);
  await runDueJobs(env.database.db, clock, {
    [matchCompanyJob]: createMatchCompanyHandler(ctx),
    [savedSearchDigestJob]: createSavedSearchDigestHandler(ctx),
  });
}

async function mailsTo(person: Person) {
  return env.database.db
    .select()
    .from(schema.mailMessages)
    .where(eq(schema.mailMessages.to, person.user.email.toLowerCase()))
    .orderBy(asc(schema.mailMessages.createdAt));
}

async function save(person: Person, body: Record<string, unknown>) {
  const response = await env.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: person.auth,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return savedSearchSchema.parse(response.json());
}

async function list(person: Person) {
  const response = await env.app.inject({ url: '/api/saved-searches', headers: person.auth });
  expect(response.statusCode).toBe(200);
  return savedSearchListSchema.parse(response.json());
}

const people: Record<string, Person> = {};

beforeAll(async () => {
  for (const [key, locale] of [
    ['inCity', 'en'],
    ['byText', 'pl'],
    ['otherCity', 'en'],
    ['otherText', 'en'],
    ['daily', 'en'],
    ['rep', 'en'],
  ] as const) {
    people[key] = await signedInUser(env.app, env.accounts, {
      role: key === 'rep' ? 'SALES_REP' : 'CLIENT',
      companyId: key === 'rep' ? ids.code : undefined,
      locale,
      prefix: `ss${key}`,
    });
  }
});

describe('saved searches', () => {
  it('saves the search as the contract reads it, own rows only', async () => {
    const saved = await save(people.rep as Person, {
      name: '  Software in Kraków ',
      frequency: 'weekly',
      query: { service: 'custom-software-development', city: 'krakow', sort: 'rating', minRating: '4', q: '' },
    });
    expect(saved).toMatchObject({ name: 'Software in Kraków', frequency: 'weekly', newMatches: 0 });
    expect(saved.query).toEqual({
      service: 'custom-software-development',
      city: 'krakow',
      sort: 'rating',
      minRating: 4,
    });
    const other = people.otherText as Person;
    for (const request of [
      { method: 'PATCH' as const, url: `/api/saved-searches/${saved.id}`, payload: { name: 'Mine' } },
      { method: 'DELETE' as const, url: `/api/saved-searches/${saved.id}` },
      { method: 'POST' as const, url: `/api/saved-searches/${saved.id}/open` },
    ]) {
      const response = await env.app.inject({ ...request, headers: other.auth });
      expect(response.statusCode).toBe(404);
    }
    expect((await env.app.inject({ url: '/api/saved-searches' })).statusCode).toBe(401);
    const bad = await env.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: other.auth,
      payload: { name: 'x', query: { city: 'Nowhere City!' } },
    });
    expect(bad.statusCode).toBe(400);
    const removed = await env.app.inject({
      method: 'DELETE',
      url: `/api/saved-searches/${saved.id}`,
      headers: (people.rep as Person).auth,
    });
    expect(removed.statusCode).toBe(204);
    expect((await list(people.rep as Person)).items).toEqual([]);
  });

  it('alerts exactly the matching saved searches when a company becomes verified, once, in each language', async () => {
    // The fixture's companies were verified before any search was saved: their matching jobs find nothing.
    await runJobs();
    // "Hidden Software House": Warszawa, custom software and bookkeeping, two of four criteria passed.
    const inCity = await save(people.inCity as Person, {
      name: 'Software in Warsaw',
      query: { service: 'custom-software-development', city: 'warszawa' },
    });
    const kept = await save(people.inCity as Person, { name: 'Payroll', query: { service: 'payroll' } });
    await save(people.byText as Person, { name: 'Software house', query: { q: 'software hous' } });
    await save(people.otherCity as Person, { name: 'Books Kraków', query: { service: 'bookkeeping', city: 'krakow' } });
    await save(people.otherText as Person, { name: 'Plumbers', query: { q: 'plumbing' } });
    await save(people.otherText as Person, {
      name: 'Big teams',
      query: { service: 'bookkeeping', teamSize: '50-249' },
    });
    await save(people.daily as Person, { name: 'Books', frequency: 'daily', query: { service: 'bookkeeping' } });

    await runJobs();
    for (const person of Object.values(people)) expect(await mailsTo(person)).toEqual([]);

    await verify(ids.hidden as string, ['portfolio', 'serviceQuality']);
    await runJobs();

    const [english, ...moreEnglish] = await mailsTo(people.inCity as Person);
    expect(moreEnglish).toEqual([]);
    expect(english?.subject).toBe('Hidden Software House matches your saved search “Software in Warsaw”');
    expect(english?.text).toContain(`/en/marketplace/company/${ids.hidden}`);
    expect(english?.text).toContain(`/en/saved-searches/${inCity.id}`);
    expect(english?.text).toContain('/en/saved-searches/unsubscribe?id=');
    expect(english?.text).toContain('kind=inquiries');
    const polish = await mailsTo(people.byText as Person);
    expect(polish.map((mail) => mail.subject)).toEqual([
      'Hidden Software House pasuje do Twojego wyszukiwania „Software house”',
    ]);
    expect(polish[0]?.locale).toBe('pl');
    expect(await mailsTo(people.otherCity as Person)).toEqual([]);
    expect(await mailsTo(people.otherText as Person)).toEqual([]);
    // A daily search waits for its digest.
    expect(await mailsTo(people.daily as Person)).toEqual([]);

    const mine = await list(people.inCity as Person);
    expect(mine.items.map((item) => [item.name, item.newMatches])).toEqual([
      ['Payroll', 0],
      ['Software in Warsaw', 1],
    ]);
    const opened = await env.app.inject({
      method: 'POST',
      url: `/api/saved-searches/${inCity.id}/open`,
      headers: (people.inCity as Person).auth,
    });
    expect(opened.json()).toMatchObject({ newMatches: 0 });

    // The daily digest: one e-mail once its day has passed.
    offsetMs = 25 * 60 * 60 * 1000;
    const ctx = domainContext(testConfig(), env.database, clock);
    expect(await sendSavedSearchDigests(ctx)).toBe(1);
    const digest = await mailsTo(people.daily as Person);
    expect(digest.map((mail) => mail.subject)).toEqual(['1 new company matches your saved searches']);
    expect(digest[0]?.text).toContain('Hidden Software House');
    expect(await sendSavedSearchDigests(ctx)).toBe(0);
    expect(await mailsTo(people.daily as Person)).toHaveLength(1);

    // Withdrawn and verified again: no second alert for the same search and company.
    const withdrawn = await env.app.inject({
      method: 'POST',
      url: `/api/companies/${ids.hidden}/verification/withdrawal`,
      headers: admin.auth,
      payload: { note: 'Checked again' },
    });
    expect(withdrawn.statusCode).toBe(200);
    await verify(ids.hidden as string, ['competencies']);
    await runJobs();
    expect(await mailsTo(people.inCity as Person)).toHaveLength(1);

    // The e-mail's unsubscribe stops that search only, without signing in.
    const link = /\/en\/saved-searches\/unsubscribe\?id=([^&\s]+)&sig=([^\s]+)/.exec(english?.text ?? '');
    const forged = await env.app.inject({
      method: 'POST',
      url: `/api/saved-searches/unsubscribe?id=${link?.[1]}&sig=${'x'.repeat(43)}`,
    });
    expect(forged.statusCode).toBe(404);
    const stopped = await env.app.inject({
      method: 'POST',
      url: `/api/saved-searches/unsubscribe?id=${link?.[1]}&sig=${link?.[2]}`,
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toEqual({ name: 'Software in Warsaw', frequency: 'off' });
    const after = await list(people.inCity as Person);
    expect(after.items.map((item) => [item.id, item.frequency])).toEqual([
      [kept.id, 'instant'],
      [inCity.id, 'off'],
    ]);
  });

  it('keeps at most 50 saved searches per person', async () => {
    const person = await signedInUser(env.app, env.accounts, { prefix: 'sslimit' });
    for (let n = 0; n < 50; n++) await save(person, { name: `Search ${n}`, query: { q: `word${n}` } });
    const refused = await env.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: person.auth,
      payload: { name: 'One more', query: {} },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'LIMIT_REACHED' });
  });
});
