import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SendMessageInput } from '@tendero/contracts';
import { type DatabaseHandle, type Db, schema } from '@tendero/db';
import { openTestDatabase } from '@tendero/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../accounts/index';
import { createLocalStorage } from '../files/index';
import { AppError } from '../shared/app-error';
import { systemClock } from '../shared/clock';
import { rowsOf } from '../shared/rows';
import { createChat } from './chat.service';

/**
 * Sends gathered into one statement: a burst is stored by one INSERT, every sender is answered only once
 * its row is stored, a failed statement fails every send in it, numbers follow the order of sending, and
 * the room kept per process never lets a message through once one of the two may no longer talk.
 */
let database: DatabaseHandle;
let uploads = '';
/** What the chat did with the database, in order: each batch statement, and when it finished. */
let events: string[] = [];
/** When set, the next batch statement waits for it (a slow database) or fails with it (a broken one). */
let gate: Promise<void> | null = null;
let failure: Error | null = null;
/** The last batch statement as it was sent: its text and parameters (for its plan). */
let lastStatement: { sql: string; params: unknown[] } | null = null;

/** The test database, with every statement that stores messages (one per batch, prepared) watched. */
function watched(db: Db): Db {
  const session = new Proxy(db._.session, {
    get(target, property, receiver) {
      if (property !== 'prepareQuery') return Reflect.get(target, property, receiver);
      return (...args: Parameters<typeof target.prepareQuery>) => {
        const prepared = target.prepareQuery(...args);
        if (args[2] !== 'chat_insert_messages') return prepared;
        lastStatement = args[0];
        const execute = prepared.execute.bind(prepared);
        return Object.assign(prepared, {
          execute: async () => {
            events.push('store');
            if (gate) await gate;
            if (failure) throw failure;
            const result = await execute();
            events.push('stored');
            return result;
          },
        });
      };
    },
  });
  return new Proxy(db, {
    get(target, property, receiver) {
      return property === '_' ? { ...target._, session } : Reflect.get(target, property, receiver);
    },
  });
}

let serial = 0;
async function person(role: 'CLIENT' | 'SALES_REP' | 'MANAGER', companyId: string | null = null): Promise<Session> {
  serial++;
  const id = `chat-${serial}-${randomUUID().slice(0, 8)}`;
  await database.db.insert(schema.users).values({
    id,
    name: `Person ${serial}`,
    email: `${id}@tendero.test`,
    username: id,
    role,
    status: 'ACTIVE',
    firstName: 'Person',
    lastName: `${serial}`,
    companyId,
  });
  return { userId: id, role, companyId };
}

async function company(): Promise<string> {
  const [row] = await database.db
    .insert(schema.companies)
    .values({ name: `Company ${++serial}` })
    .returning({ id: schema.companies.id });
  return row?.id as string;
}

/** `count` clients, each in a conversation of its own with a rep of one company. */
async function pairsOn(chat: ReturnType<typeof createChat>, count: number) {
  const companyId = await company();
  return Promise.all(
    Array.from({ length: count }, async () => {
      const client = await person('CLIENT');
      const rep = await person('SALES_REP', companyId);
      return { client, rep, roomId: (await chat.start(client, rep.userId)).roomId };
    }),
  );
}

function chatOn(batching?: { windowMs?: number; maxItems?: number }) {
  return createChat(
    { db: watched(database.db), clock: systemClock, settings: { publicUrl: '', supportEmail: '', linkSecret: '' } },
    { storage: createLocalStorage(uploads), batching },
  );
}

const message = (roomId: string, to: Session, text: string, clientMessageId = randomUUID()): SendMessageInput =>
  ({ roomId, receiverId: to.userId, messageText: text, clientMessageId }) as SendMessageInput;

async function storedTexts(roomId: string): Promise<{ text: string; seq: number }[]> {
  return rowsOf<{ text: string; seq: number }>(
    await database.db.execute(sql`select text, seq from chat_messages where chat_id = ${roomId} order by seq`),
  );
}

beforeAll(async () => {
  database = await openTestDatabase();
  uploads = mkdtempSync(join(tmpdir(), 'tendero-chat-batch-'));
});
afterAll(async () => {
  await database.close();
  rmSync(uploads, { recursive: true, force: true });
});
beforeEach(() => {
  events = [];
  gate = null;
  failure = null;
});

describe('sends gathered into one statement', () => {
  it('stores a burst of several rooms in one statement, numbered in sending order in each room', async () => {
    const chat = chatOn();
    const pairs = await pairsOn(chat, 3);
    // The first message reads the room (the cache is per process); the burst below finds it kept.
    await Promise.all(pairs.map(({ client, rep, roomId }) => chat.send(client, message(roomId, rep, 'zero'))));
    events = [];
    const sends = pairs.flatMap(({ client, rep, roomId }) => [
      chat.send(client, message(roomId, rep, 'one')),
      chat.send(rep, message(roomId, client, 'two')),
      chat.send(client, message(roomId, rep, 'three')),
    ]);
    const answers = await Promise.all(sends);
    expect(events).toEqual(['store', 'stored']);
    expect(answers.every((answer) => answer.created)).toBe(true);
    for (const { roomId } of pairs) {
      const mine = answers.filter((answer) => answer.message.roomId === roomId).map((answer) => answer.message);
      expect(mine.map((item) => [item.text, item.seq])).toEqual([
        ['one', 2],
        ['two', 3],
        ['three', 4],
      ]);
      expect(await storedTexts(roomId)).toEqual([
        { text: 'zero', seq: 1 },
        { text: 'one', seq: 2 },
        { text: 'two', seq: 3 },
        { text: 'three', seq: 4 },
      ]);
    }
  });

  it('reads the rooms of a cold burst together, so the burst is still one statement', async () => {
    const chat = chatOn();
    const pairs = await pairsOn(chat, 4);
    events = [];
    const answers = await Promise.all(
      pairs.map(({ client, rep, roomId }) => chat.send(client, message(roomId, rep, 'first'))),
    );
    expect(events).toEqual(['store', 'stored']);
    expect(answers.map((answer) => answer.message.seq)).toEqual([1, 1, 1, 1]);
  });

  it('answers no sender before the statement that stores its message is done', async () => {
    const chat = chatOn();
    const client = await person('CLIENT');
    const rep = await person('SALES_REP', await company());
    const { roomId } = await chat.start(client, rep.userId);
    await chat.send(client, message(roomId, rep, 'warm the room'));
    events = [];
    let open = () => {};
    gate = new Promise((resolve) => {
      open = resolve;
    });
    const sends = ['a', 'b', 'c'].map((text, n) =>
      chat.send(client, message(roomId, rep, text)).then((answer) => {
        events.push(`answered ${n}`);
        return answer;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual(['store']);
    open();
    await Promise.all(sends);
    expect(events).toEqual(['store', 'stored', 'answered 0', 'answered 1', 'answered 2']);
  });

  it('keeps one statement at a time: another conversation waits for the one in flight', async () => {
    const chat = chatOn();
    const companyId = await company();
    const rooms = await Promise.all(
      [1, 2].map(async () => {
        const client = await person('CLIENT');
        const rep = await person('SALES_REP', companyId);
        const { roomId } = await chat.start(client, rep.userId);
        await chat.send(client, message(roomId, rep, 'warm'));
        return { client, rep, roomId };
      }),
    );
    events = [];
    let open = () => {};
    gate = new Promise((resolve) => {
      open = resolve;
    });
    const first = chat.send(
      rooms[0]?.client as Session,
      message(rooms[0]?.roomId as string, rooms[0]?.rep as Session, 'x'),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const other = chat.send(
      rooms[1]?.client as Session,
      message(rooms[1]?.roomId as string, rooms[1]?.rep as Session, 'y'),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual(['store']);
    open();
    await Promise.all([first, other]);
    expect(events).toEqual(['store', 'stored', 'store', 'stored']);
  });

  it('fails every send of a failed statement with its error, stores none of them, and sends on afterwards', async () => {
    const chat = chatOn();
    const client = await person('CLIENT');
    const rep = await person('SALES_REP', await company());
    const { roomId } = await chat.start(client, rep.userId);
    // The room read first (the cache is per process), so the three below surely land in one batch.
    await chat.send(client, message(roomId, rep, 'before'));
    events = [];
    failure = new Error('connection lost');
    const settled = await Promise.allSettled([
      chat.send(client, message(roomId, rep, 'lost 1')),
      chat.send(rep, message(roomId, client, 'lost 2')),
      chat.send(client, message(roomId, rep, 'lost 3')),
    ]);
    expect(settled).toEqual([1, 2, 3].map(() => ({ status: 'rejected', reason: failure })));
    expect(events).toEqual(['store']);
    expect((await storedTexts(roomId)).map((row) => row.text)).toEqual(['before']);
    failure = null;
    const after = await chat.send(client, message(roomId, rep, 'after'));
    expect(after.message.seq).toBe(2);
  });

  it('keeps the order of one sender’s messages across several batches', async () => {
    const chat = chatOn({ maxItems: 4 });
    const client = await person('CLIENT');
    const rep = await person('SALES_REP', await company());
    const { roomId } = await chat.start(client, rep.userId);
    const texts = Array.from({ length: 15 }, (_, n) => `m${n}`);
    const answers = await Promise.all(texts.map((text) => chat.send(client, message(roomId, rep, text))));
    expect(answers.map((answer) => answer.message.seq)).toEqual(texts.map((_, n) => n + 1));
    expect((await storedTexts(roomId)).map((row) => row.text)).toEqual(texts);
    expect(events.filter((event) => event === 'store').length).toBeGreaterThanOrEqual(4);
  });

  it('stores a message retried in the same batch once, and the retry takes no number', async () => {
    const chat = chatOn();
    const client = await person('CLIENT');
    const rep = await person('SALES_REP', await company());
    const { roomId } = await chat.start(client, rep.userId);
    const clientMessageId = randomUUID();
    const [first, retry] = await Promise.all([
      chat.send(client, message(roomId, rep, 'hello', clientMessageId)),
      chat.send(client, message(roomId, rep, 'hello', clientMessageId)),
    ]);
    expect(first?.created).toBe(true);
    expect(retry).toMatchObject({ created: false, message: { id: first?.message.id } });
    const later = await chat.send(client, message(roomId, rep, 'later'));
    const again = await chat.send(client, message(roomId, rep, 'hello', clientMessageId));
    expect(again).toMatchObject({ created: false, message: { id: first?.message.id, seq: 1 } });
    expect(later.message.seq).toBe(2);
    expect((await storedTexts(roomId)).map((row) => row.text)).toEqual(['hello', 'later']);
  });
  it('answers each new message exactly as it was stored (the statement gives back only its number and id)', async () => {
    const chat = chatOn();
    const client = await person('CLIENT');
    const rep = await person('SALES_REP', await company());
    const { roomId } = await chat.start(client, rep.userId);
    const answers = await Promise.all([
      chat.send(client, message(roomId, rep, 'plain')),
      chat.send(rep, message(roomId, client, '  zażółć 😀 \ud83d "quoted" \n next line  ')),
      chat.send(client, message(roomId, rep, 'third')),
    ]);
    const stored = await chat.messages(client, roomId);
    expect(stored).toEqual(answers.map((answer) => answer.message));
  });

  it('answers a retry with the earlier copy whole, as it was stored (the statement gives it back as one value)', async () => {
    const chat = chatOn();
    const client = await person('CLIENT');
    const rep = await person('SALES_REP', await company());
    const { roomId } = await chat.start(client, rep.userId);
    const clientMessageId = randomUUID();
    const text = '  zażółć 😀 "quoted" \n next line  ';
    const first = await chat.send(client, message(roomId, rep, text, clientMessageId), { storedBy: 'process-a' });
    const retry = await chat.send(client, message(roomId, rep, text, clientMessageId), { storedBy: 'process-b' });
    expect(retry).toEqual({ created: false, message: first.message, storedBy: 'process-a' });
    expect(await chat.messages(client, roomId)).toEqual([first.message]);
  });

  it('refuses a text PostgreSQL cannot store before it joins a batch, so the others in the burst are stored', async () => {
    const chat = chatOn();
    const client = await person('CLIENT');
    const rep = await person('SALES_REP', await company());
    const { roomId } = await chat.start(client, rep.userId);
    const [before, poisoned, halfPair] = await Promise.allSettled([
      chat.send(client, message(roomId, rep, 'before')),
      chat.send(client, message(roomId, rep, 'nul \u0000 inside')),
      chat.send(rep, message(roomId, client, 'half \ud83d of a pair')),
    ]);
    expect(before).toMatchObject({ status: 'fulfilled', value: { created: true } });
    expect(poisoned).toMatchObject({ status: 'rejected', reason: { code: 'VALIDATION_ERROR' } });
    expect(halfPair).toMatchObject({ status: 'fulfilled', value: { message: { text: 'half \ufffd of a pair' } } });
    expect((await storedTexts(roomId)).map((row) => row.text)).toEqual(['before', 'half \ufffd of a pair']);
  });
});

describe('the statement as conversations grow', () => {
  it('reads only the batch’s conversations, by key, however many others there are', async () => {
    const chat = chatOn();
    const pairs = await pairsOn(chat, 3);
    // Three thousand other conversations, known to the planner.
    await database.db.execute(
      sql`insert into chats (pair_key) select 'other-' || n from generate_series(1, 3000) as n`,
    );
    await database.db.execute(sql`analyze chats`);
    lastStatement = null;
    await Promise.all(pairs.map(({ client, rep, roomId }) => chat.send(client, message(roomId, rep, 'hello'))));
    const statement = lastStatement as { sql: string; params: unknown[] } | null;
    if (!statement) throw new Error('no batch statement was sent');
    const plan = rowsOf<{ 'QUERY PLAN': string }>(
      await database.db._.session
        .prepareQuery({ sql: `explain ${statement.sql}`, params: statement.params }, undefined, undefined, false)
        .execute(),
    )
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    // Read in full, the table would be read twice a batch (to lock and to number): a fifth of the statement
    // at 2,500 conversations, and growing with them (decision 0021).
    expect(plan).toContain('chats');
    expect(plan).not.toMatch(/Seq Scan on chats/);
  });
});

describe('the room kept per process', () => {
  async function refusal(promise: Promise<unknown>) {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    return { code: (error as AppError).code, reason: (error as AppError).reason };
  }

  it('refuses the next message once the receiver is suspended, though the room was read before', async () => {
    const chat = chatOn();
    const client = await person('CLIENT');
    const rep = await person('SALES_REP', await company());
    const { roomId } = await chat.start(client, rep.userId);
    await chat.send(client, message(roomId, rep, 'before'));
    await database.db.update(schema.users).set({ status: 'SUSPENDED' }).where(eq(schema.users.id, rep.userId));
    expect(await refusal(chat.send(client, message(roomId, rep, 'after')))).toEqual({
      code: 'FORBIDDEN',
      reason: 'CHAT_SUSPENDED',
    });
    expect((await storedTexts(roomId)).map((row) => row.text)).toEqual(['before']);
    // Active again: the room is read afresh and the conversation goes on.
    await database.db.update(schema.users).set({ status: 'ACTIVE' }).where(eq(schema.users.id, rep.userId));
    expect((await chat.send(client, message(roomId, rep, 'back'))).message.seq).toBe(2);
  });

  it('refuses a deleted sender, and a rep moved to another company talking to the old manager', async () => {
    const chat = chatOn();
    const companyId = await company();
    const manager = await person('MANAGER', companyId);
    const rep = await person('SALES_REP', companyId);
    const client = await person('CLIENT');
    const team = await chat.start(manager, rep.userId);
    const clients = await chat.start(client, rep.userId);
    await chat.send(rep, message(team.roomId, manager, 'team'));
    await chat.send(client, message(clients.roomId, rep, 'client'));
    await database.db
      .update(schema.users)
      .set({ companyId: await company() })
      .where(eq(schema.users.id, rep.userId));
    expect(await refusal(chat.send(rep, message(team.roomId, manager, 'moved')))).toEqual({
      code: 'FORBIDDEN',
      reason: 'CHAT_NOT_ALLOWED',
    });
    // A client and a rep of any company may still talk.
    expect((await chat.send(client, message(clients.roomId, rep, 'still'))).created).toBe(true);
    await database.db.update(schema.users).set({ deletedAt: new Date() }).where(eq(schema.users.id, client.userId));
    expect((await refusal(chat.send(client, message(clients.roomId, rep, 'gone')))).code).toBe('FORBIDDEN');
    expect((await storedTexts(team.roomId)).map((row) => row.text)).toEqual(['team']);
    expect((await storedTexts(clients.roomId)).map((row) => row.text)).toEqual(['client', 'still']);
  });

  it('answers a stranger or a wrong receiver as before', async () => {
    const chat = chatOn();
    const client = await person('CLIENT');
    const rep = await person('SALES_REP', await company());
    const stranger = await person('CLIENT');
    const { roomId } = await chat.start(client, rep.userId);
    expect((await refusal(chat.send(stranger, message(roomId, rep, 'hi')))).code).toBe('NOT_FOUND');
    expect((await refusal(chat.send(client, message(roomId, stranger, 'hi')))).code).toBe('VALIDATION_ERROR');
    expect((await refusal(chat.send(client, message(randomUUID(), rep, 'hi')))).code).toBe('NOT_FOUND');
  });
});
