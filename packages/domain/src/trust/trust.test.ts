import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '@tendero/db';
import { schema } from '@tendero/db';
import { openTestDatabase } from '@tendero/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../shared/rows';
import { buyerRecords, companyResponseFigures, meetsFastResponderRule, personResponseFigures } from './index';
import { recomputeTrustFigures } from './trust.repository';

/**
 * Trust figures on a known history, at a fixed "now" (a Wednesday in April; Warsaw is UTC+2): exact
 * medians and shares, the 90-day window, the minimum counts, working hours across a weekend and a
 * daylight-saving change, and each way of faking that must not count.
 */
const now = new Date('2026-04-15T10:00:00Z');
const hour = 3_600_000;
const ago = (hours: number) => new Date(now.getTime() - hours * hour);
const later = (from: Date, hours: number) => new Date(from.getTime() + hours * hour);

let database: DatabaseHandle;
const db = () => database.db;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

let serial = 0;
async function user(role: 'CLIENT' | 'SALES_REP' | 'MANAGER', options: { companyId?: string; email?: string } = {}) {
  serial++;
  const id = `u${serial}-${randomUUID().slice(0, 8)}`;
  await db()
    .insert(schema.users)
    .values({
      id,
      name: `Person ${serial}`,
      email: options.email ?? `person${serial}@tendero.test`,
      username: `person${serial}`,
      role,
      status: 'ACTIVE',
      firstName: 'Person',
      lastName: `${serial}`,
      companyId: options.companyId ?? null,
    });
  return id;
}

async function company(options: { timeZone?: string; website?: string } = {}) {
  const [row] = await db()
    .insert(schema.companies)
    .values({ name: `Company ${++serial}`, timeZone: options.timeZone ?? 'Europe/Warsaw', website: options.website })
    .returning({ id: schema.companies.id });
  const id = row?.id as string;
  const rep = await user('SALES_REP', { companyId: id });
  return { id, rep };
}

/** A client asks the company at `askedAt`; its rep offers at `offeredAt` (or never). */
async function ask(
  to: { id: string; rep: string },
  client: string,
  askedAt: Date,
  offeredAt: Date | null,
  options: { rep?: string; removed?: boolean } = {},
) {
  const [inquiry] = await db()
    .insert(schema.inquiries)
    .values({
      clientId: client,
      services: ['bookkeeping'],
      description: 'Monthly bookkeeping for a small company',
      visibleUntil: later(askedAt, 24 * 30),
      createdAt: askedAt,
      updatedAt: askedAt,
    })
    .returning({ id: schema.inquiries.id });
  const inquiryId = inquiry?.id as string;
  await db().insert(schema.inquiryTargets).values({ inquiryId, companyId: to.id });
  if (offeredAt) {
    await db()
      .insert(schema.applications)
      .values({
        inquiryId,
        repId: options.rep ?? to.rep,
        companyId: to.id,
        message: 'We can do it',
        priceMin: 1000,
        currency: 'PLN',
        timelineDays: 10,
        scope: 'All of it',
        paymentTerms: 'Monthly',
        validUntil: '2026-12-31',
        createdAt: offeredAt,
        updatedAt: offeredAt,
        removedAt: options.removed ? offeredAt : null,
      });
  }
  return inquiryId;
}

/** A conversation: messages [sender, receiver, at] in order. */
async function chat(messages: [string, string, Date][]) {
  const [first] = messages;
  if (!first) throw new Error('a chat needs a message');
  const [row] = await db()
    .insert(schema.chats)
    .values({
      pairKey: `${randomUUID()}`,
      createdAt: first[2],
      lastMessageAt: messages.at(-1)?.[2] ?? first[2],
      lastSeq: messages.length,
    })
    .returning({ id: schema.chats.id });
  const chatId = row?.id as string;
  let seq = 0;
  for (const [senderId, receiverId, at] of messages) {
    await db().insert(schema.chatMessages).values({
      chatId,
      senderId,
      receiverId,
      clientMessageId: randomUUID(),
      seq: ++seq,
      text: 'Hello',
      createdAt: at,
    });
  }
}

async function figuresOf(companyId: string) {
  return (await companyResponseFigures(db(), [companyId])).get(companyId);
}

describe('response times', () => {
  it('gives exact medians and the share within 24 hours for a known history of offers', async () => {
    const acme = await company();
    const client = await user('CLIENT');
    // Answered after 1 h, 2 h, 3 h and 30 h; one never (asked 3 days ago); one asked an hour ago, still in time.
    await ask(acme, client, ago(100), later(ago(100), 1));
    await ask(acme, client, ago(90), later(ago(90), 2));
    await ask(acme, client, ago(80), later(ago(80), 3));
    await ask(acme, client, ago(70), later(ago(70), 30));
    await ask(acme, client, ago(72), null);
    await ask(acme, client, ago(1), null);
    await recomputeTrustFigures(db(), now);
    const figures = await figuresOf(acme.id);
    expect(figures?.offers).toMatchObject({
      enough: true,
      events: 5,
      answered: 4,
      medianMinutes: 150,
      withinDayShare: 3 / 5,
    });
    expect(figures?.chats).toMatchObject({ enough: false, events: 0, medianMinutes: null, withinDayShare: null });
    expect(figures?.all.events).toBe(5);
    expect(figures?.timeZone).toBe('Europe/Warsaw');
    expect(figures?.computedAt).toBe(now.toISOString());
    // The rep answered four of them: the rep's own figures.
    const rep = (await personResponseFigures(db(), [acme.rep])).get(acme.rep);
    expect(rep?.offers).toMatchObject({ events: 4, answered: 4, enough: false, medianMinutes: null });
  });

  it('counts only the last 90 days, and shows nothing below 5 events', async () => {
    const acme = await company();
    const client = await user('CLIENT');
    await ask(acme, client, ago(24 * 91), later(ago(24 * 91), 1));
    for (const days of [89, 60, 30, 10]) await ask(acme, client, ago(24 * days), later(ago(24 * days), 2));
    await recomputeTrustFigures(db(), now);
    const four = await figuresOf(acme.id);
    expect(four?.offers).toEqual({
      enough: false,
      events: 4,
      answered: 4,
      medianMinutes: null,
      medianWorkingMinutes: null,
      withinDayShare: null,
    });
    await ask(acme, client, ago(24 * 5), later(ago(24 * 5), 4));
    await recomputeTrustFigures(db(), now);
    const five = await figuresOf(acme.id);
    expect(five?.offers).toMatchObject({ enough: true, events: 5, medianMinutes: 120, withinDayShare: 1 });
    // A company nobody asked: zero events, "not enough data yet".
    const quiet = await company();
    expect((await figuresOf(quiet.id))?.all).toMatchObject({ enough: false, events: 0, answered: 0 });
  });

  it('counts chats a client started, to the first reply of the person written to', async () => {
    const acme = await company();
    const client = await user('CLIENT');
    for (const minutes of [10, 20, 30, 40, 50]) {
      const start = ago(48 + minutes);
      await chat([
        [client, acme.rep, start],
        [client, acme.rep, later(start, 0.05)],
        [acme.rep, client, later(start, minutes / 60)],
      ]);
    }
    await recomputeTrustFigures(db(), now);
    const figures = await figuresOf(acme.id);
    expect(figures?.chats).toMatchObject({
      enough: true,
      events: 5,
      answered: 5,
      medianMinutes: 30,
      withinDayShare: 1,
    });
    expect((await personResponseFigures(db(), [acme.rep])).get(acme.rep)?.chats.medianMinutes).toBe(30);
  });

  it('does not count faked events: own accounts, messages to oneself, chats without a client message', async () => {
    const acme = await company({ website: 'https://www.acme-books.pl/about' });
    const manager = await user('MANAGER', { companyId: acme.id, email: 'boss@acme-books.pl' });
    const ownClient = await user('CLIENT', { email: 'buyer@ACME-books.pl' });
    const freeMailClient = await user('CLIENT', { email: 'anna@gmail.com' });
    const colleagueOfManager = await user('CLIENT', { email: 'friend@acme-books.pl' });
    // An inquiry from a client account on the company's own domain, answered at once.
    await ask(acme, ownClient, ago(50), later(ago(50), 0.1));
    await ask(acme, colleagueOfManager, ago(50), later(ago(50), 0.1));
    // Messages to oneself.
    await chat([
      [acme.rep, acme.rep, ago(40)],
      [acme.rep, acme.rep, ago(39)],
    ]);
    // A chat the rep started; the client answered; the rep wrote again.
    await chat([
      [acme.rep, freeMailClient, ago(30)],
      [freeMailClient, acme.rep, ago(29)],
      [acme.rep, freeMailClient, ago(28)],
    ]);
    // Two accounts of the company talking to each other.
    await chat([
      [manager, acme.rep, ago(20)],
      [acme.rep, manager, ago(19)],
    ]);
    await recomputeTrustFigures(db(), now);
    expect((await figuresOf(acme.id))?.all.events).toBe(0);
    // The same shapes from a real client count: the free-mail client asks and starts a chat.
    await ask(acme, freeMailClient, ago(50), later(ago(50), 0.5));
    await chat([
      [freeMailClient, manager, ago(10)],
      [manager, freeMailClient, ago(9)],
    ]);
    await recomputeTrustFigures(db(), now);
    const figures = await figuresOf(acme.id);
    expect(figures?.offers.events).toBe(1);
    expect(figures?.chats.events).toBe(1);
    expect((await personResponseFigures(db(), [manager])).get(manager)?.chats.events).toBe(1);
  });

  it('does not count an offer an admin removed as an answer', async () => {
    const acme = await company();
    const client = await user('CLIENT');
    for (let index = 0; index < 5; index++)
      await ask(acme, client, ago(50 + index), later(ago(50 + index), 1), { removed: true });
    await recomputeTrustFigures(db(), now);
    expect((await figuresOf(acme.id))?.offers).toMatchObject({
      events: 5,
      answered: 0,
      withinDayShare: 0,
      medianMinutes: null,
    });
  });

  it('counts working hours in the company time zone across a weekend and a daylight-saving change', async () => {
    const minutes = async (from: string, to: string, zone: string) =>
      rowsOf<{ m: number }>(
        await db().execute(sql`select working_minutes(${from}::timestamptz, ${to}::timestamptz, ${zone}) as m`),
      )[0]?.m;
    // Friday 16:00 to Monday 10:00 in Warsaw (winter, UTC+1): one hour on Friday, one on Monday.
    expect(await minutes('2026-02-13T15:00:00Z', '2026-02-16T09:00:00Z', 'Europe/Warsaw')).toBe(120);
    // Across the spring change (Sunday 29 March): Friday 16:30 (UTC+1) to Monday 9:30 (UTC+2).
    expect(await minutes('2026-03-27T15:30:00Z', '2026-03-30T07:30:00Z', 'Europe/Warsaw')).toBe(60);
    // Across the autumn change (Sunday 25 October): Friday 16:00 (UTC+2) to Monday 11:00 (UTC+1).
    expect(await minutes('2026-10-23T14:00:00Z', '2026-10-26T10:00:00Z', 'Europe/Warsaw')).toBe(180);
    // Outside working hours on one evening: none; a whole working day: 8 hours.
    expect(await minutes('2026-02-10T18:00:00Z', '2026-02-10T20:00:00Z', 'Europe/Warsaw')).toBe(0);
    expect(await minutes('2026-02-10T06:00:00Z', '2026-02-10T18:00:00Z', 'Europe/Warsaw')).toBe(480);
    // The same two hours are 14–16 in Warsaw but 8–10 in New York, where work starts at 9.
    expect(await minutes('2026-02-10T13:00:00Z', '2026-02-10T15:00:00Z', 'Europe/Warsaw')).toBe(120);
    expect(await minutes('2026-02-10T13:00:00Z', '2026-02-10T15:00:00Z', 'America/New_York')).toBe(60);

    // In the figures: an inquiry on Friday 16:30 answered on Monday 9:30 across the spring change.
    const spring = new Date('2026-04-01T10:00:00Z');
    const acme = await company();
    const client = await user('CLIENT');
    for (let index = 0; index < 5; index++) {
      await ask(acme, client, new Date('2026-03-27T15:30:00Z'), new Date('2026-03-30T07:30:00Z'));
    }
    await recomputeTrustFigures(db(), spring);
    expect((await figuresOf(acme.id))?.offers).toMatchObject({
      medianMinutes: 64 * 60,
      medianWorkingMinutes: 60,
      withinDayShare: 0,
    });
  });

  it('gives the Fast responder badge rule: half of at least 10 answered within 2 hours', async () => {
    const quick = await company();
    const slow = await company();
    const client = await user('CLIENT');
    for (let index = 0; index < 10; index++) {
      // Quick: 6 of 10 within an hour, 4 never. Slow: all after 3 hours.
      await ask(quick, client, ago(30 + index), index < 6 ? later(ago(30 + index), 1) : null);
      await ask(slow, client, ago(30 + index), later(ago(30 + index), 3));
    }
    await recomputeTrustFigures(db(), now);
    const rule = await meetsFastResponderRule(db(), [quick.id, slow.id]);
    expect(rule.get(quick.id)).toBe(true);
    expect(rule.get(slow.id)).toBe(false);
  });

  it('keeps the "answers fastest" key of the search index in step, and says the index changed', async () => {
    const acme = await company();
    const client = await user('CLIENT');
    await db().insert(schema.searchState).values({ id: 1, version: 1 }).onConflictDoNothing();
    await db()
      .insert(schema.searchPostings)
      .values(
        ['all', 's:bookkeeping'].map((term) => ({
          term,
          companyId: acme.id,
          languages: [],
          hasPromo: false,
          reviewCount: 0,
          rank: 0,
        })),
      );
    for (let index = 0; index < 5; index++) await ask(acme, client, ago(30 + index), later(ago(30 + index), 2));
    const version = async () =>
      rowsOf<{ version: number }>(await db().execute(sql`select version from search_state where id = 1`))[0]?.version;
    const before = await version();
    expect((await recomputeTrustFigures(db(), now)).sortKeysChanged).toBeGreaterThanOrEqual(1);
    const keys = rowsOf<{ response_minutes: number }>(
      await db().execute(sql`select response_minutes from search_postings where company_id = ${acme.id}`),
    );
    expect(keys.map((row) => row.response_minutes)).toEqual([120, 120]);
    expect(await version()).toBe((before ?? 0) + 1);
    // Nothing moved: the index is left alone.
    const settled = await version();
    expect((await recomputeTrustFigures(db(), now)).sortKeysChanged).toBe(0);
    expect(await version()).toBe(settled);
    // A company that left most clients waiting still sorts before one nobody can measure yet.
    const silent = await company();
    await db()
      .insert(schema.searchPostings)
      .values({ term: 'all', companyId: silent.id, languages: [], hasPromo: false, reviewCount: 0, rank: 0 });
    for (let index = 0; index < 5; index++)
      await ask(silent, client, ago(30 + index), index < 2 ? later(ago(30 + index), 1) : null);
    await recomputeTrustFigures(db(), now);
    const silentKey = rowsOf<{ response_minutes: number | null }>(
      await db().execute(sql`select response_minutes from search_postings where company_id = ${silent.id}`),
    );
    expect(silentKey[0]?.response_minutes).toBeGreaterThan(1_000_000);
  });
});

describe("a buyer's record", () => {
  it('counts what became of a client’s inquiries, shown once 3 have finished', async () => {
    const acme = await company();
    const client = await user('CLIENT');
    const accepted = await ask(acme, client, ago(24 * 20), later(ago(24 * 20), 5));
    const closed = await ask(acme, client, ago(24 * 15), later(ago(24 * 15), 5));
    const open = await ask(acme, client, ago(24 * 2), null);
    const { inquiries } = schema;
    const set = (id: string, values: Partial<typeof inquiries.$inferInsert>) =>
      db().update(inquiries).set(values).where(sql`${inquiries.id} = ${id}`);
    await set(accepted, { state: 'closed', outcome: 'accepted', closedAt: later(ago(24 * 20), 48) });
    await set(closed, { state: 'closed', outcome: 'closed', closeReason: 'budget', closedAt: later(ago(24 * 15), 96) });
    await set(open, { visibleUntil: later(now, 24) });
    await recomputeTrustFigures(db(), now);
    const two = (await buyerRecords(db(), [client])).get(client);
    expect(two).toMatchObject({ enough: false, published: 3, finished: 2, acceptedShare: 0.5, closedShare: 0.5 });

    // A third ran out with an offer waiting and no decision.
    const lapsed = await ask(acme, client, ago(24 * 40), later(ago(24 * 40), 3));
    await set(lapsed, { visibleUntil: ago(24 * 10) });
    await recomputeTrustFigures(db(), now);
    expect((await buyerRecords(db(), [client])).get(client)).toMatchObject({
      enough: true,
      published: 4,
      finished: 3,
      acceptedShare: 1 / 3,
      closedShare: 1 / 3,
      undecidedShare: 1 / 3,
      medianDecisionDays: 3,
    });
    const stranger = await user('CLIENT');
    expect((await buyerRecords(db(), [stranger])).get(stranger)).toMatchObject({ enough: false, published: 0 });
  });
});
