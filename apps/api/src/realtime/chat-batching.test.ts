import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@tendero/db';
import { type Accounts, createAccounts } from '@tendero/domain/accounts';
import { createChat } from '@tendero/domain/chat';
import { createLocalStorage } from '@tendero/domain/files';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainContext } from '../capabilities';
import { buildTestApp, openTestDatabase, signedInUser, testConfig } from '../test/test-app';
import { testPasswordHasher } from '../test/test-password-hasher';
import { staysFalse, waitFor } from '../test/wait-for';
import { attachRealtime, type Realtime } from './realtime';

/**
 * Messages arriving together are stored by one INSERT statement (decision 0021), and still: each sender is
 * acknowledged only with its stored message, a failed statement fails every acknowledgement in it with the
 * usual chatException (nothing stored, nothing delivered), and a conversation keeps the order its
 * messages were sent in. The database itself counts the statements (a statement-level trigger), and a
 * row trigger makes a batch fail the way a broken database would.
 */
const config = testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
let database: DatabaseHandle;
let accounts: Accounts;
let app: FastifyInstance;
let realtime: Realtime;
let uploads = '';
let base = '';
const sockets: Socket[] = [];
type Person = Awaited<ReturnType<typeof signedInUser>>;
type Answer = { ok: boolean; code?: string; message?: { id: string; seq: number; text: string; roomId: string } };

beforeAll(async () => {
  uploads = mkdtempSync(join(tmpdir(), 'tendero-chat-batching-'));
  database = await openTestDatabase();
  await database.db.execute(sql`create table chat_insert_statements (at timestamptz not null default now())`);
  await database.db.execute(sql`
    create function count_chat_insert() returns trigger language plpgsql as $$
    begin insert into chat_insert_statements default values; return null; end $$`);
  await database.db.execute(sql`
    create trigger count_chat_insert after insert on chat_messages
    for each statement execute function count_chat_insert()`);
  await database.db.execute(sql`
    create function fail_chat_batch() returns trigger language plpgsql as $$
    begin raise exception 'the disk is full'; end $$`);
  await database.db.execute(sql`
    create trigger fail_chat_batch before insert on chat_messages
    for each row when (new.text = 'this batch fails') execute function fail_chat_batch()`);
  const ctx = domainContext(config, database);
  accounts = createAccounts(ctx, {
    passwordHasher: testPasswordHasher,
    secret: config.sessionSecret,
    failedSignInsPerHour: 100,
  });
  const storage = createLocalStorage(uploads);
  // A wide window, so a burst from several sockets surely lands in one batch on a busy machine.
  const chat = createChat(ctx, { storage, batching: { windowMs: 150 } });
  app = await buildTestApp({ database, config, accounts, storage, chat });
  await app.listen({ port: 0, host: '127.0.0.1' });
  realtime = attachRealtime(app.server, {
    resolveToken: (token) => accounts.resolveToken(token),
    publicUrl: config.publicUrl,
    logger: app.log,
    chat,
  });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  realtime.disconnectAll();
  await app.close();
  await realtime.close();
  await database.close();
  rmSync(uploads, { recursive: true, force: true });
});

async function socketOf(person: Person): Promise<Socket> {
  const socket = connect(`${base}/chat`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: { token: person.token, locale: 'en' },
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** A client and a rep, both connected, in their conversation; what each receives is recorded. */
async function pair(prefix: string) {
  const client = await signedInUser(app, accounts, { prefix: `${prefix}c` });
  const rep = await signedInUser(app, accounts, { role: 'SALES_REP', prefix: `${prefix}r`, companyName: 'Batch S.A.' });
  const [clientSocket, repSocket] = await Promise.all([socketOf(client), socketOf(rep)]);
  const { roomId } = (await clientSocket.timeout(10_000).emitWithAck('startConversation', {
    oppositeUserId: rep.user.id,
  })) as { roomId: string };
  const seen = { client: [] as string[], rep: [] as string[], exceptions: [] as { code: string }[] };
  repSocket.on('newMessage', ({ message }: { message: { text: string } }) => seen.rep.push(message.text));
  clientSocket.on('newMessage', ({ message }: { message: { text: string } }) => seen.client.push(message.text));
  clientSocket.on('chatException', (exception: { code: string }) => seen.exceptions.push(exception));
  // A first message reads the room (kept per process after it), so a burst below lands in one batch.
  const hello = (await clientSocket.timeout(15_000).emitWithAck('sendMessage', {
    roomId,
    receiverId: rep.user.id,
    messageText: 'hello',
    clientMessageId: randomUUID(),
  })) as Answer;
  expect(hello.ok).toBe(true);
  await waitFor('the rep to receive the first message', () => seen.rep.length === 1 && seen.client.length === 1);
  seen.rep.length = 0;
  seen.client.length = 0;
  const send = (text: string): Promise<Answer> =>
    clientSocket.timeout(15_000).emitWithAck('sendMessage', {
      roomId,
      receiverId: rep.user.id,
      messageText: text,
      clientMessageId: randomUUID(),
    });
  const reply = (text: string): Promise<Answer> =>
    repSocket.timeout(15_000).emitWithAck('sendMessage', {
      roomId,
      receiverId: client.user.id,
      messageText: text,
      clientMessageId: randomUUID(),
    });
  return { roomId, seen, send, reply };
}

async function statements(): Promise<number> {
  const result = await database.db.execute(sql`select count(*)::int as n from chat_insert_statements`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

async function storedTexts(roomId: string): Promise<string[]> {
  const result = await database.db.execute(sql`select text from chat_messages where chat_id = ${roomId} order by seq`);
  return (result as unknown as { rows: { text: string }[] }).rows.map((row) => row.text);
}

describe('messages stored in batches', () => {
  it('stores a burst from several conversations with one INSERT, acknowledging each with its stored message', async () => {
    const pairs = await Promise.all(['b1', 'b2', 'b3', 'b4'].map((prefix) => pair(prefix)));
    const before = await statements();
    const answers = await Promise.all(pairs.map((one, n) => one.send(`burst ${n}`)));
    expect(await statements()).toBe(before + 1);
    for (const [n, answer] of answers.entries()) {
      expect(answer).toMatchObject({ ok: true, message: { text: `burst ${n}`, seq: 2, roomId: pairs[n]?.roomId } });
      expect(await storedTexts(pairs[n]?.roomId as string)).toEqual(['hello', `burst ${n}`]);
    }
    await waitFor('every rep to receive their message', () => pairs.every((one) => one.seen.rep.length === 1));
  });

  it('fails every acknowledgement of a failed batch with chatException; nothing stored or delivered', async () => {
    const pairs = await Promise.all(['f1', 'f2', 'f3'].map((prefix) => pair(prefix)));
    const texts = ['first of the batch', 'this batch fails', 'third of the batch'];
    const answers = await Promise.all(pairs.map((one, n) => one.send(texts[n] as string)));
    expect(answers).toEqual(
      answers.map(() => ({ ok: false, code: 'INTERNAL_ERROR', message: 'An error occurred, please try again later' })),
    );
    await waitFor('each sender to get its chatException', () => pairs.every((one) => one.seen.exceptions.length === 1));
    expect(pairs.map((one) => one.seen.exceptions[0]?.code)).toEqual([
      'INTERNAL_ERROR',
      'INTERNAL_ERROR',
      'INTERNAL_ERROR',
    ]);
    for (const one of pairs) expect(await storedTexts(one.roomId)).toEqual(['hello']);
    await staysFalse('a message of the failed batch to be delivered', () =>
      pairs.some((one) => one.seen.rep.length > 0 || one.seen.client.length > 0),
    );
    // The next batch is written on its own, and the failed one took no numbers.
    const after = await pairs[0]?.send('after the failure');
    expect(after).toMatchObject({ ok: true, message: { seq: 2 } });
  });

  it('keeps the order in which a conversation’s messages were sent, across batches and both senders', async () => {
    const one = await pair('o1');
    const sent: string[] = [];
    const answers: Promise<Answer>[] = [];
    for (let n = 0; n < 30; n++) {
      const text = `${n % 4 === 3 ? 'rep' : 'client'} ${n}`;
      sent.push(text);
      answers.push(n % 4 === 3 ? one.reply(text) : one.send(text));
      // Some arrive in the same batch, some in the next one.
      if (n % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const acked = await Promise.all(answers);
    expect(acked.every((answer) => answer.ok)).toBe(true);
    // Each side's own messages are numbered in the order that side sent them.
    for (const who of ['client', 'rep']) {
      const mine = acked.filter((answer) => answer.message?.text.startsWith(who)).map((answer) => answer.message);
      const seqs = mine.map((message) => message?.seq ?? 0);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      expect(mine.map((message) => message?.text)).toEqual(sent.filter((text) => text.startsWith(who)));
    }
    const stored = (await storedTexts(one.roomId)).slice(1);
    expect(stored.filter((text) => text.startsWith('client'))).toEqual(
      sent.filter((text) => text.startsWith('client')),
    );
    expect(new Set(acked.map((answer) => answer.message?.seq)).size).toBe(30);
    // The rep receives the client's messages in the order of their numbers.
    await waitFor('the rep to receive every message', () => one.seen.rep.length === 30);
    expect(one.seen.rep).toEqual(stored);
  });
});
