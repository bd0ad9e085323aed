import {
  clientProfileSchema,
  companyProfileSchema,
  companySearchResultSchema,
  compareResultSchema,
  findInquiriesResultSchema,
  salesRepProfileSchema,
} from '@tendero/contracts';
import { schema } from '@tendero/db';
import { listMailbox } from '@tendero/domain/notifications';
import {
  createTrustRefreshHandler,
  ensureTrustRefresh,
  refreshTrustFigures,
  trustRefreshEveryMs,
  trustRefreshJob,
} from '@tendero/domain/trust';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/test-app';
import {
  accounts,
  admin,
  app,
  client,
  clock,
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

/**
 * Trust figures through the API, on the test clock: a history of inquiries asking two companies (Alpha
 * answers within an hour, Beta after a day and a half or never), computed by the hourly job, then read
 * where clients and providers meet them: results (sorted by "answers fastest"), compare, the company
 * page, the rep profile, the badge rule; and a client's buyer's record on /orders/find and the profile.
 */
const hourMs = 3_600_000;
const base = Date.now();
const at = (ms: number) => setOffsetMs(base + ms - Date.now());

async function askBoth(ms: number, author: Person = client) {
  at(ms);
  const response = await post(author, '/api/orders', {
    ...newInquiry,
    companyIds: [companies.a.id, companies.b.id],
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}
async function offerAt(ms: number, by: Person, inquiryId: string, locale = 'en') {
  at(ms);
  // The language a person uses is remembered as theirs (e-mails follow it).
  const response = await post(by, `/api/orders/${inquiryId}/applications`, offer(), locale);
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}
/** What the hourly job does, now. */
async function recompute() {
  at(0);
  await refreshTrustFigures({ db: database.db, clock });
}
const get = async (url: string, person: Person | null = null, locale = 'en') => {
  at(0);
  return app.inject({ url, headers: { ...(person?.auth ?? {}), 'accept-language': locale } });
};

beforeAll(async () => {
  // Six inquiries over the last 60 days asking both companies; Alpha's first rep answers each within an
  // hour (30, 40 … 80 min); Beta's rep answers three after 36 h and leaves three unanswered.
  for (let index = 0; index < 6; index++) {
    const asked = -(10 + index * 10) * dayMs;
    const inquiryId = await askBoth(asked);
    await offerAt(asked + (30 + index * 10) * 60_000, rep('a'), inquiryId);
    if (index % 2 === 0) await offerAt(asked + 36 * hourMs, rep('b'), inquiryId);
  }
  // Never computed: the job's first run is due at once (the backfill over past data); then every hour.
  at(0);
  await ensureTrustRefresh({ db: database.db, clock });
  const pending = await database.db.select().from(schema.jobs).where(eq(schema.jobs.kind, trustRefreshJob));
  expect(pending.map((job) => job.runAt.getTime() <= clock.now().getTime())).toEqual([true]);
  const job = pending[0] as (typeof pending)[number];
  await createTrustRefreshHandler({ db: database.db, clock })(job.payload as Record<string, never>, job as never);
  // The handler scheduled the next run an hour on.
  const next = await database.db.select().from(schema.jobs).where(eq(schema.jobs.kind, trustRefreshJob));
  expect(next.some((row) => row.runAt.getTime() >= clock.now().getTime() + trustRefreshEveryMs - 60_000)).toBe(true);
});

describe('response times', () => {
  it('shows a company’s measured figures on its page and its rep’s on the rep profile, in clock and working time', async () => {
    const alpha = companyProfileSchema.parse((await get(`/api/companies/${companies.a.id}`)).json());
    expect(alpha.responseTimes.offers).toMatchObject({
      enough: true,
      events: 6,
      answered: 6,
      medianMinutes: 55,
      withinDayShare: 1,
    });
    expect(alpha.responseTimes.chats).toMatchObject({ enough: false, events: 0 });
    expect(alpha.responseTimes.timeZone).toBe('Europe/Warsaw');
    expect(alpha.responseTimes.offers.medianWorkingMinutes).toBeGreaterThanOrEqual(0);
    expect(alpha.responseTimes.offers.medianWorkingMinutes).toBeLessThanOrEqual(55);
    const beta = companyProfileSchema.parse((await get(`/api/companies/${companies.b.id}`)).json());
    expect(beta.responseTimes.offers).toMatchObject({
      events: 6,
      answered: 3,
      medianMinutes: 36 * 60,
      withinDayShare: 0,
    });
    const repProfile = salesRepProfileSchema.parse(
      (await get(`/api/companies/salesreps/${rep('a').user.id}`, otherClient)).json(),
    );
    expect(repProfile.salesRepData.responseTimes.offers).toMatchObject({ enough: true, events: 6, medianMinutes: 55 });
    // A rep who has answered nothing: "not enough data yet".
    const quiet = salesRepProfileSchema.parse((await get(`/api/companies/salesreps/${rep('a', 2).user.id}`)).json());
    expect(quiet.salesRepData.responseTimes.all).toMatchObject({ enough: false, medianMinutes: null });
  });

  it('sorts results by "answers fastest", fills the compare row and the result cards', async () => {
    const sorted = companySearchResultSchema.parse(
      (await get('/api/companies/search?service=bookkeeping&sort=response')).json(),
    );
    expect(sorted.items.map((item) => item.id).slice(0, 2)).toEqual([companies.a.id, companies.b.id]);
    expect(sorted.items[0]?.response).toMatchObject({ enough: true, medianMinutes: 55 });
    // Beta left half unanswered: its typical answer is 36 h, after Alpha's 50 min whatever Premium says.
    const compared = compareResultSchema.parse(
      (await get(`/api/companies/compare?ids=${companies.b.id},${companies.a.id}`, null, 'pl')).json(),
    );
    const byId = new Map(compared.items.map((item) => [item.id, item]));
    expect(byId.get(companies.a.id)?.responseTime.all).toMatchObject({ enough: true, answered: 6 });
    expect(byId.get(companies.b.id)?.responseTime.offers.withinDayShare).toBe(0);
  });

  it('lets an admin give "Fast responder" only to a company that meets its rule', async () => {
    const title = (companyId: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/companies/${companyId}/title`,
        headers: admin.auth,
        payload: { titleId: 'fast-responder' },
      });
    // Six events are not the rule's ten: refused for both.
    expect((await title(companies.a.id)).statusCode).toBe(409);
    for (let index = 0; index < 4; index++) {
      const asked = -(2 + index) * dayMs;
      const inquiryId = await askBoth(asked, otherClient);
      await offerAt(asked + 20 * 60_000, rep('a', 1), inquiryId);
    }
    await recompute();
    expect((await title(companies.a.id)).statusCode).toBe(204);
    expect((await title(companies.b.id)).statusCode).toBe(409);
  });
});

describe("a buyer's record", () => {
  it('shows providers a record on /orders/find and the profile once 3 inquiries finished, and the client always', async () => {
    const buyer = await signedInUser(app, accounts, { role: 'CLIENT', prefix: 'buyer' });
    const publishAt = async (ms: number, days = 7) => {
      at(ms);
      const response = await post(buyer, '/api/orders', { ...newInquiry, visibilityDays: days });
      return response.json().id as string;
    };
    // Accepted after 2 days; closed with a reason after 4; ran out with an offer waiting; one open now.
    const accepted = await publishAt(-30 * dayMs);
    const chosen = await offerAt(-30 * dayMs + hourMs, rep('a'), accepted);
    at(-28 * dayMs);
    expect((await post(buyer, `/api/orders/${accepted}/applications/${chosen}/acceptance`)).statusCode).toBe(200);
    const closed = await publishAt(-20 * dayMs);
    await offerAt(-20 * dayMs + hourMs, rep('b'), closed);
    at(-16 * dayMs);
    expect((await post(buyer, `/api/orders/${closed}/closure`, { reason: 'budget' })).statusCode).toBe(200);
    const lapsed = await publishAt(-15 * dayMs, 7);
    await offerAt(-15 * dayMs + hourMs, rep('b'), lapsed);
    const open = await publishAt(-1 * dayMs, 14);
    await recompute();

    const find = async (reader: Person | null) =>
      findInquiriesResultSchema.parse((await get('/api/orders/find', reader)).json());
    const item = (await find(rep('a'))).items.find((found) => found.id === open);
    expect(item?.clientRecord).toMatchObject({
      enough: true,
      published: 4,
      finished: 3,
      acceptedShare: 1 / 3,
      closedShare: 1 / 3,
      undecidedShare: 1 / 3,
      medianDecisionDays: 3,
    });
    expect((await find(null)).items.every((found) => found.clientRecord === null)).toBe(true);
    const asProvider = clientProfileSchema.parse((await get(`/api/users/${buyer.user.id}`, rep('a'))).json());
    expect(asProvider.buyerRecord?.finished).toBe(3);

    // Another client with one finished inquiry: providers see nothing yet, the client sees their own.
    const newcomer = await signedInUser(app, accounts, { role: 'CLIENT', prefix: 'newcomer' });
    at(-5 * dayMs);
    const first = (await post(newcomer, '/api/orders', newInquiry)).json().id as string;
    at(-4 * dayMs);
    await post(newcomer, `/api/orders/${first}/closure`);
    await recompute();
    const seenByRep = clientProfileSchema.parse((await get(`/api/users/${newcomer.user.id}`, rep('a'))).json());
    expect(seenByRep.buyerRecord).toBeNull();
    const own = clientProfileSchema.parse((await get(`/api/users/${newcomer.user.id}`, newcomer)).json());
    expect(own.buyerRecord).toMatchObject({ enough: false, published: 1, finished: 1, closedShare: 1 });
  });

  it('tells every company that offered why the client closed, in each one’s language; a call without a reason still closes', async () => {
    const polishRep = await signedInUser(app, accounts, {
      role: 'SALES_REP',
      companyId: companies.b.id,
      prefix: 'plrep',
      locale: 'pl',
    });
    at(-2 * dayMs);
    const inquiryId = (await post(client, '/api/orders', newInquiry)).json().id as string;
    await offerAt(-2 * dayMs + hourMs, rep('a'), inquiryId);
    await offerAt(-2 * dayMs + 2 * hourMs, polishRep, inquiryId, 'pl');
    at(-1 * dayMs);
    const refused = await post(client, `/api/orders/${inquiryId}/closure`, { reason: 'whatever' });
    expect(refused.statusCode).toBe(400);
    expect((await post(client, `/api/orders/${inquiryId}/closure`, { reason: 'chosenElsewhere' })).statusCode).toBe(
      200,
    );
    const mail = await listMailbox(database.db, 500);
    const to = (person: Person) => mail.filter((message) => message.to === person.user.email);
    expect(to(rep('a')).some((message) => message.text.includes('they chose a provider outside Tendero'))).toBe(true);
    expect(to(polishRep).some((message) => message.text.includes('wybrał wykonawcę spoza Tendero'))).toBe(true);
    // As the spec has it: no body at all closes without a reason.
    at(-1 * dayMs);
    const plain = (await post(client, '/api/orders', newInquiry)).json().id as string;
    expect((await post(client, `/api/orders/${plain}/closure`)).statusCode).toBe(200);
  });
});
