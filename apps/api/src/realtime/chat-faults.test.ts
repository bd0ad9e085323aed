import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openDatabase } from '@tendero/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeNodeBuilds, startChatNode } from '../test/chat-node-process';
import { ResilientChatClient } from '../test/resilient-chat-client';
import { startTcpProxy } from '../test/tcp-proxy';
import { waitFor } from '../test/wait-for';

/**
 * Fault tests: clients keep sending while one app process is killed (SIGKILL) and, in the other
 * test, while every socket is dropped at once; after they reconnect (with jitter), every acknowledged
 * message is stored exactly once and both sides have it. Two real processes on one PostgreSQL database and
 * one Redis, so it runs with the database tests on PostgreSQL (TEST_DATABASE_URL).
 */
const postgres = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const secret = randomBytes(32).toString('hex');
const pairs = 6;
const perSide = 25;

let databaseUrl = '';
let admin: Awaited<ReturnType<typeof openDatabase>> | null = null;
let database: Awaited<ReturnType<typeof openDatabase>> | null = null;
const children: ChildProcess[] = [];
let name = '';

async function startNode(): Promise<{ process: ChildProcess; base: string }> {
  const node = await startChatNode({ DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, SESSION_SECRET: secret });
  children.push(node.process);
  return node;
}

/** Bench-style people with session tokens, inserted directly (no password hashing needed here). */
async function people(prefix: string) {
  const db = (database as NonNullable<typeof database>).db;
  await db.execute(sql`insert into companies (id, name) values (gen_random_uuid(), ${`${prefix} sp. z o.o.`})`);
  await db.execute(sql`
    insert into users (id, name, email, email_verified, username, display_username, role, status, first_name,
      last_name, locale, company_id)
    select ${prefix} || '-' || r || '-' || g, 'Fault ' || g, ${prefix} || '-' || r || '-' || g || '@tendero.test', true,
      ${prefix} || '-' || r || '-' || g, ${prefix} || '-' || r || '-' || g,
      case when r = 'c' then 'CLIENT' else 'SALES_REP' end, 'ACTIVE', 'Fault', r || g, 'en',
      case when r = 'r' then (select id from companies where name = ${`${prefix} sp. z o.o.`}) end
    from generate_series(1, ${pairs}) g, (values ('c'), ('r')) as roles(r)`);
  await db.execute(sql`
    insert into sessions (id, token, user_id, expires_at)
    select 's-' || id, 'token-' || id, id, now() + interval '1 hour' from users where id like ${`${prefix}-%`}`);
  return Array.from({ length: pairs }, (_, i) => ({
    client: `${prefix}-c-${i + 1}`,
    rep: `${prefix}-r-${i + 1}`,
  }));
}

/** Both sides of every pair send `perSide` messages while `fault` happens; then everything is checked. */
async function exchangeThrough(
  prefix: string,
  bases: { client: string[]; rep: string[] },
  fault: () => void,
): Promise<void> {
  const pairsOf = await people(prefix);
  const sides = pairsOf.map((pair) => ({
    pair,
    client: new ResilientChatClient(bases.client, `token-${pair.client}`),
    rep: new ResilientChatClient(bases.rep, `token-${pair.rep}`),
  }));
  await Promise.all(sides.flatMap((side) => [side.client.start(), side.rep.start()]));
  const rooms = await Promise.all(sides.map((side) => side.client.startConversation(side.pair.rep)));
  await Promise.all(sides.map((side) => side.rep.startConversation(side.pair.client)));

  const acked: { id: string; room: string }[] = [];
  // The fault strikes once a fifth of the messages are acknowledged: always while the rest are in flight.
  const faultAfter = Math.floor((pairs * perSide * 2) / 5);
  const sending = sides.flatMap((side, index) => {
    const room = rooms[index] as string;
    const run = async (from: ResilientChatClient, to: string, who: string) => {
      for (let n = 0; n < perSide; n++) {
        const stored = await from.send(room, to, `${who}-${index}-${n}`);
        acked.push({ id: stored.id, room });
        if (acked.length === faultAfter) fault();
      }
    };
    return [run(side.client, side.pair.rep, 'c'), run(side.rep, side.pair.client, 'r')];
  });
  await Promise.all(sending);
  // Each side fetches what it missed since its newest message, until it has the whole conversation (late
  // deliveries may still be on their way; they are kept once by id).
  const complete = () =>
    sides.every((side, index) => {
      const room = rooms[index] as string;
      const want = acked.filter((message) => message.room === room).length;
      return [side.client, side.rep].every(
        (client) => [...client.messages.values()].filter((message) => message.roomId === room).length >= want,
      );
    });
  await waitFor(
    'every side to have the whole conversation',
    async () => {
      await Promise.all(
        sides.flatMap((side, index) => [
          side.client.catchUp(rooms[index] as string),
          side.rep.catchUp(rooms[index] as string),
        ]),
      );
      return complete();
    },
    { timeoutMs: 30_000, everyMs: 200 },
  );

  expect(acked).toHaveLength(pairs * perSide * 2);
  // The fault happened while messages were in flight: connections were lost and re-made.
  expect(sides.reduce((sum, side) => sum + side.client.reconnects + side.rep.reconnects, 0)).toBeGreaterThan(0);
  const db = (database as NonNullable<typeof database>).db;
  const stored = (
    (await db.execute(sql`
      select m.client_message_id, count(*)::int as n from chat_messages m
      join chat_participants p on p.chat_id = m.chat_id where p.user_id like ${`${prefix}-%`}
      group by m.client_message_id, m.id`)) as unknown as { rows: { n: number }[] }
  ).rows;
  // Each message appears once per participant row joined (2): never more, i.e. stored exactly once.
  expect(stored.every((row) => row.n === 2)).toBe(true);
  const [count] = (
    (await db.execute(
      sql`select count(*)::int as n from chat_messages where sender_id like ${`${prefix}-%`}`,
    )) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  expect(count?.n).toBe(pairs * perSide * 2);
  for (const [index, side] of sides.entries()) {
    const room = rooms[index] as string;
    const inRoom = acked
      .filter((message) => message.room === room)
      .map((message) => message.id)
      .sort();
    for (const client of [side.client, side.rep]) {
      const have = [...client.messages.values()]
        .filter((message) => message.roomId === room)
        .map((message) => message.id);
      expect(new Set(have).size).toBe(have.length);
      expect(have.sort()).toEqual(inRoom);
    }
  }
  for (const side of sides) {
    side.client.close();
    side.rep.close();
  }
}

describe.runIf(postgres)('no acknowledged message is lost or doubled', () => {
  beforeAll(async () => {
    name = `tendero_faults_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    admin = await openDatabase({ kind: 'postgres', url: postgres as string, maxConnections: 1 });
    await admin.db.execute(sql.raw(`create database ${name}`));
    const target = new URL(postgres as string);
    target.pathname = `/${name}`;
    databaseUrl = target.toString();
    database = await openDatabase({ kind: 'postgres', url: databaseUrl, maxConnections: 2 });
    await database.migrate();
  }, 60_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await database?.close();
    await admin?.db.execute(sql.raw(`drop database if exists ${name} with (force)`)).catch(() => {});
    await admin?.close();
    removeNodeBuilds();
  });

  it('when one of two processes is killed (SIGKILL) while both sides send', async () => {
    const a = await startNode();
    const b = await startNode();
    await exchangeThrough('kill', { client: [a.base, b.base], rep: [b.base, a.base] }, () => a.process.kill('SIGKILL'));
  }, 120_000);

  it("keeps a sender's order when the server is killed with one message in flight and more written meanwhile", async () => {
    const [pair] = await people('order');
    const { client: clientId, rep: repId } = pair as { client: string; rep: string };
    const first = await startNode();
    // The clients reach the server through one address, as behind a load balancer: the restarted server
    // listens on another port behind it.
    const target = { host: '127.0.0.1', port: Number(new URL(first.base).port) };
    const proxy = await startTcpProxy(target);
    const client = new ResilientChatClient([proxy.url('http')], `token-${clientId}`);
    const rep = new ResilientChatClient([proxy.url('http')], `token-${repId}`);
    try {
      await Promise.all([client.start(), rep.start()]);
      const room = await client.startConversation(repId);
      await rep.startConversation(clientId);
      const texts = Array.from({ length: 12 }, (_, n) => `in order ${n}`);
      for (const text of texts.slice(0, 4)) await client.send(room, repId, text);
      const sends = [client.send(room, repId, texts[4] as string)];
      first.process.kill('SIGKILL');
      await waitFor('the client to lose its server', () => !client.isConnected);
      // Written while the server is down, after the one in flight.
      for (const text of texts.slice(5)) sends.push(client.send(room, repId, text));
      const second = await startNode();
      target.port = Number(new URL(second.base).port);
      await Promise.all(sends);
      const db = (database as NonNullable<typeof database>).db;
      const stored = (
        (await db.execute(
          sql`select text from chat_messages where sender_id = ${clientId} order by seq`,
        )) as unknown as { rows: { text: string }[] }
      ).rows.map((row) => row.text);
      expect(stored).toEqual(texts);
      expect(client.reconnects).toBeGreaterThan(0);
    } finally {
      client.close();
      rep.close();
      await proxy.close();
    }
  }, 120_000);

  it('when the server drops every socket at once', async () => {
    const node = await startNode();
    await exchangeThrough('drop', { client: [node.base], rep: [node.base] }, () =>
      node.process.send({ command: 'disconnect-all' }),
    );
  }, 120_000);
});
