import { platformLeadsSchema } from '@tendero/contracts';
import { schema } from '@tendero/db';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  app,
  client,
  companies,
  database,
  dayMs,
  newInquiry,
  offer,
  otherClient,
  type Person,
  post,
  rep,
  setOffsetMs,
} from './inquiries.fixture';

const hourMs = 3_600_000;
/** "Now" of the history below; the test clock is moved to each moment before it happens. */
const base = Date.now();
const at = (ms: number) => setOffsetMs(base + ms - Date.now());

/** Monday 00:00 UTC of the week `time` falls in, as YYYY-MM-DD. */
function weekOf(time: number): string {
  const day = new Date(time);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  return new Date(midnight - ((day.getUTCDay() + 6) % 7) * dayMs).toISOString().slice(0, 10);
}

const inquiryTimes: number[] = [];
const applicationTimes: number[] = [];

async function publishAt(ms: number, author: Person, services: string[], visibilityDays: number) {
  at(ms);
  const response = await post(author, '/api/orders', { ...newInquiry, services, visibilityDays });
  expect(response.statusCode).toBe(201);
  if (ms > -84 * dayMs) inquiryTimes.push(base + ms);
  return response.json().id as string;
}
async function applyAt(ms: number, by: Person, inquiryId: string) {
  at(ms);
  const response = await post(by, `/api/orders/${inquiryId}/applications`, offer());
  expect(response.statusCode).toBe(201);
  if (ms > -84 * dayMs) applicationTimes.push(base + ms);
  return response.json().id as string;
}
async function decideAt(ms: number, by: Person, url: string) {
  at(ms);
  expect((await post(by, url)).statusCode).toBe(200);
}

const figures = async (query = '', person: Person = admin) => {
  at(0);
  return app.inject({ url: `/api/admin/leads${query}`, headers: person.auth });
};

/**
 * A known history, in days before now: I0 (-100, outside every period) with a pending offer; I1 (-40, 7 days,
 * bookkeeping and payroll) expired with one pending offer after 2 h; I2 (-10) two offers after 1 h and 3 h,
 * the first accepted; I3 (-5, payroll) an offer after 30 min, then closed without a decision; I4 (-2) an
 * offer after 5 h declined, another (-1) pending; I5 (-1 + 1 h, web application development) no offer.
 */
beforeAll(async () => {
  const [a0, a1, b0, b1] = [rep('a', 0), rep('a', 1), rep('b', 0), rep('b', 1)];
  const i0 = await publishAt(-100 * dayMs, client, ['bookkeeping'], 7);
  await applyAt(-100 * dayMs + hourMs, a0, i0);
  const i1 = await publishAt(-40 * dayMs, client, ['bookkeeping', 'payroll'], 7);
  await applyAt(-40 * dayMs + 2 * hourMs, b0, i1);
  const i2 = await publishAt(-10 * dayMs, client, ['bookkeeping'], 14);
  const chosen = await applyAt(-10 * dayMs + hourMs, a0, i2);
  await applyAt(-10 * dayMs + 3 * hourMs, b0, i2);
  await decideAt(-10 * dayMs + 4 * hourMs, client, `/api/orders/${i2}/applications/${chosen}/acceptance`);
  const i3 = await publishAt(-5 * dayMs, otherClient, ['payroll'], 30);
  await applyAt(-5 * dayMs + hourMs / 2, a1, i3);
  await decideAt(-5 * dayMs + hourMs, otherClient, `/api/orders/${i3}/closure`);
  const i4 = await publishAt(-2 * dayMs, client, ['bookkeeping'], 7);
  const declined = await applyAt(-2 * dayMs + 5 * hourMs, b1, i4);
  await decideAt(-2 * dayMs + 6 * hourMs, client, `/api/orders/${i4}/applications/${declined}/decline`);
  await applyAt(-1 * dayMs, a1, i4);
  await publishAt(-1 * dayMs + hourMs, otherClient, ['web-application-development'], 30);
  at(0);
});

describe('platform-wide lead figures (/api/admin/leads)', () => {
  it('answers admins only: every other role gets 403, a visitor 401', async () => {
    for (const person of [client, companies.a.manager, rep('a', 0)]) {
      expect((await figures('', person)).statusCode).toBe(403);
    }
    expect((await app.inject({ url: '/api/admin/leads' })).statusCode).toBe(401);
    expect((await figures('?days=14')).statusCode).toBe(400);
  });

  it('counts the last 7 days exactly', async () => {
    const result = platformLeadsSchema.parse((await figures('?days=7')).json());
    expect(result.period.days).toBe(7);
    expect(result.inquiries).toEqual({ published: 3, open: 2, accepted: 0, closedWithoutDecision: 1, expired: 0 });
    expect(result.applications).toEqual({ sent: 3, pending: 1, accepted: 0, declined: 2 });
    expect(result.acceptanceRate).toBe(0);
    // First offers after 30 min (I3) and 5 h (I4): the median is halfway, 2 h 45 min.
    expect(result.medianFirstApplicationSeconds).toBeGreaterThanOrEqual(9_900);
    expect(result.medianFirstApplicationSeconds).toBeLessThanOrEqual(9_902);
    expect(result.topServices.map((row) => [row.slug, row.inquiries])).toEqual([
      ['bookkeeping', 1],
      ['payroll', 1],
      ['web-application-development', 1],
    ]);
    expect(result.topServices[0]?.names).toEqual({ en: 'Bookkeeping services', pl: 'Biuro rachunkowe' });
    expect(result.topCategories.map((row) => [row.slug, row.inquiries])).toEqual([
      ['accounting-payroll', 2],
      ['software-development', 1],
    ]);
    expect(result.topCompanies).toEqual([
      { name: 'Alpha Books', applications: 2 },
      { name: 'Beta Ledger', applications: 1 },
    ]);
  });

  it('counts the last 30 days exactly (the default period)', async () => {
    const result = platformLeadsSchema.parse((await figures()).json());
    expect(result.period.days).toBe(30);
    expect(new Date(result.period.to).getTime() - new Date(result.period.from).getTime()).toBe(30 * dayMs);
    expect(result.inquiries).toEqual({ published: 4, open: 2, accepted: 1, closedWithoutDecision: 1, expired: 0 });
    expect(result.applications).toEqual({ sent: 5, pending: 1, accepted: 1, declined: 3 });
    expect(result.acceptanceRate).toBeCloseTo(0.2, 10);
    // 30 min, 1 h, 5 h: the median is 1 h.
    expect(result.medianFirstApplicationSeconds).toBeGreaterThanOrEqual(3_600);
    expect(result.medianFirstApplicationSeconds).toBeLessThanOrEqual(3_602);
    expect(result.topServices.map((row) => [row.slug, row.inquiries])).toEqual([
      ['bookkeeping', 2],
      ['payroll', 1],
      ['web-application-development', 1],
    ]);
    expect(result.topCompanies).toEqual([
      { name: 'Alpha Books', applications: 3 },
      { name: 'Beta Ledger', applications: 2 },
    ]);
  });

  it('counts the last 90 days exactly: an expired inquiry, an inquiry counted once per category', async () => {
    const result = platformLeadsSchema.parse((await figures('?days=90')).json());
    expect(result.inquiries).toEqual({ published: 5, open: 2, accepted: 1, closedWithoutDecision: 1, expired: 1 });
    expect(result.applications).toEqual({ sent: 6, pending: 2, accepted: 1, declined: 3 });
    expect(result.acceptanceRate).toBeCloseTo(1 / 6, 10);
    // 30 min, 1 h, 2 h, 5 h: halfway between 1 h and 2 h.
    expect(result.medianFirstApplicationSeconds).toBeGreaterThanOrEqual(5_400);
    expect(result.medianFirstApplicationSeconds).toBeLessThanOrEqual(5_402);
    expect(result.topServices.map((row) => [row.slug, row.inquiries])).toEqual([
      ['bookkeeping', 3],
      ['payroll', 2],
      ['web-application-development', 1],
    ]);
    expect(result.topCategories.map((row) => [row.slug, row.inquiries])).toEqual([
      ['accounting-payroll', 4],
      ['software-development', 1],
    ]);
    expect(result.topCategories[0]?.names.pl).toBe('Księgowość, kadry i płace');
    // A tie is ordered by name.
    expect(result.topCompanies).toEqual([
      { name: 'Alpha Books', applications: 3 },
      { name: 'Beta Ledger', applications: 3 },
    ]);
  });

  it('counts 12 weeks, Monday to Sunday, oldest first, whatever the period', async () => {
    const result = platformLeadsSchema.parse((await figures('?days=7')).json());
    expect(result.weeks).toHaveLength(12);
    expect(result.weeks.at(-1)?.weekStart).toBe(weekOf(Date.now()));
    expect(new Date(`${result.weeks[0]?.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    const expected = result.weeks.map((week) => ({
      weekStart: week.weekStart,
      inquiries: inquiryTimes.filter((time) => weekOf(time) === week.weekStart).length,
      applications: applicationTimes.filter((time) => weekOf(time) === week.weekStart).length,
    }));
    expect(result.weeks).toEqual(expected);
    expect(result.weeks.reduce((sum, week) => sum + week.inquiries, 0)).toBe(5);
    expect(result.weeks.reduce((sum, week) => sum + week.applications, 0)).toBe(6);
  });

  it('leaves out what an admin removed, as everywhere else', async () => {
    await database.db
      .update(schema.inquiries)
      .set({ removedAt: new Date() })
      .where(sql`${schema.inquiries.services} = array['web-application-development']`);
    const result = platformLeadsSchema.parse((await figures('?days=7')).json());
    expect(result.inquiries).toEqual({ published: 2, open: 1, accepted: 0, closedWithoutDecision: 1, expired: 0 });
    expect(result.topServices.map((row) => row.slug)).toEqual(['bookkeeping', 'payroll']);
    expect(result.topCategories.map((row) => row.slug)).toEqual(['accounting-payroll']);
  });
});
