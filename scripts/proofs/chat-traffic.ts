// Chat load for the fault proofs and the soak: client ↔ sales rep pairs (made in the database as
// bench/chat.ts makes them), each person a ResilientChatClient (apps/api/src/test) that behaves as the web
// client does: it retries an unacknowledged message with the same clientMessageId after reconnecting and
// fetches what it missed after any reconnect. Through nginx, each socket carries the route cookie of the
// process it should start on, so pairs can be split across processes on purpose.
import { randomBytes } from 'node:crypto';
import { openDatabase } from '@tendero/db';
import { sql } from 'drizzle-orm';
import { type ChatMessage, ResilientChatClient } from '../../apps/api/src/test/resilient-chat-client';
import { routeName } from '../cluster/nginx-config';
import { countDelivery } from './fault-figures';

export type ChatPerson = { id: string; token: string };
export type ChatPair = { client: ChatPerson; rep: ChatPerson };

/**
 * `pairs` clients and sales reps of one bench company (`chatbench-c-N`, `chatbench-r-N`), each with a fresh
 * session token, on the database at `url` (added once, sessions replaced each time).
 */
export async function createChatPairs(url: string, pairs: number): Promise<ChatPair[]> {
  const database = await openDatabase({ kind: 'postgres', url, maxConnections: 2 });
  try {
    await database.migrate();
    await database.db.execute(sql`
      insert into companies (id, name) values ('00000000-0000-4000-8000-00000000c4a7', 'Chat Bench sp. z o.o.')
      on conflict do nothing`);
    await database.db.execute(sql`
      insert into users (id, name, email, email_verified, username, display_username, role, status, first_name,
        last_name, locale, company_id)
      select 'chatbench-' || r || '-' || g, 'Bench ' || g, 'chatbench-' || r || '-' || g || '@bench.tendero.test',
        true, 'chatbench-' || r || '-' || g, 'chatbench-' || r || '-' || g,
        case when r = 'c' then 'CLIENT' else 'SALES_REP' end, 'ACTIVE', 'Bench', r || g, 'en',
        case when r = 'r' then '00000000-0000-4000-8000-00000000c4a7'::uuid end
      from generate_series(1, ${pairs}) g, (values ('c'), ('r')) as roles(r)
      on conflict do nothing`);
    await database.db.execute(sql`delete from sessions where user_id like 'chatbench-%'`);
    await database.db.execute(sql`
      insert into sessions (id, token, user_id, expires_at)
      select 'chatbench-s-' || id, 'chatbench-token-' || id || '-' || ${randomBytes(8).toString('hex')}, id,
        now() + interval '1 day'
      from users where id like 'chatbench-%'`);
    const found = (await database.db.execute(
      sql`select user_id, token from sessions where user_id like 'chatbench-%'`,
    )) as unknown as { rows: { user_id: string; token: string }[] };
    const tokens = new Map(found.rows.map((row) => [row.user_id, row.token]));
    return Array.from({ length: pairs }, (_, i) => {
      const client = `chatbench-c-${i + 1}`;
      const rep = `chatbench-r-${i + 1}`;
      return {
        client: { id: client, token: tokens.get(client) ?? '' },
        rep: { id: rep, token: tokens.get(rep) ?? '' },
      };
    });
  } finally {
    await database.close();
  }
}

export type LiveChatPair = {
  pair: ChatPair;
  client: ResilientChatClient;
  rep: ResilientChatClient;
  room: string;
  /** The processes (0-based) the client's and the rep's sockets were routed to first. */
  clientProcess: number;
  repProcess: number;
};

export type SentMessage = {
  text: string;
  pair: number;
  /** ms from the traffic's start. */
  sentAt: number;
  ackedAt: number | null;
};

export type ChatTraffic = {
  pairs: LiveChatPair[];
  /** Sockets connected now (of 2 × pairs). */
  connected: () => number;
  /** Connection losses seen so far by all clients. */
  reconnects: () => number;
  /** Sends `rate` messages a second, pair after pair, from each pair's client to its rep, until stopped. */
  startSending: (rate: number, choosePair?: (n: number) => number) => { stop: () => Promise<void> };
  sent: () => SentMessage[];
  /** Live deliveries to reps: text → ms from the start, first arrival. */
  liveAt: () => Map<string, number>;
  /** Lost (acknowledged, never held by its rep) and doubled (one text under two ids), at this moment. */
  delivery: () => ReturnType<typeof countDelivery>;
  /** Acknowledged messages their rep does not hold (yet). */
  missing: () => SentMessage[];
  /** Each rep asks for its conversation's latest messages, as a client opening it would. */
  readAll: () => Promise<void>;
  close: () => void;
};

/**
 * Connects every pair through `base` (nginx): pair i's client starts on process `clientOn(i)` and its rep on
 * `repOn(i)` (by the route cookie), both open the conversation, then messages can flow.
 */
export async function openChatTraffic(
  base: string,
  pairs: ChatPair[],
  placement: { clientOn: (i: number) => number; repOn: (i: number) => number },
  started: number,
): Promise<ChatTraffic> {
  const liveAt = new Map<string, number>();
  const onLive = (message: ChatMessage) => {
    if (!liveAt.has(message.text)) liveAt.set(message.text, performance.now() - started);
  };
  const person = (who: ChatPerson, process: number, live: boolean) =>
    new ResilientChatClient([base], who.token, {
      socket: { extraHeaders: { cookie: `tendero_route=${routeName(process)}` } },
      ...(live ? { onLive } : {}),
    });
  const live: LiveChatPair[] = [];
  // In batches, as bench/chat.ts connects: 1,000 handshakes at once would measure the handshake storm.
  for (let i = 0; i < pairs.length; i += 50) {
    const batch = await Promise.all(
      pairs.slice(i, i + 50).map(async (pair, j) => {
        const index = i + j;
        const clientProcess = placement.clientOn(index);
        const repProcess = placement.repOn(index);
        const client = person(pair.client, clientProcess, false);
        const rep = person(pair.rep, repProcess, true);
        await Promise.all([client.start(), rep.start()]);
        const room = await client.startConversation(pair.rep.id);
        // The rep opens it too, so after a reconnect it fetches what it missed in it.
        await rep.startConversation(pair.client.id);
        return { pair, client, rep, room, clientProcess, repProcess };
      }),
    );
    live.push(...batch);
  }
  const sent: SentMessage[] = [];
  let serial = 0;
  const runId = randomBytes(4).toString('hex');
  return {
    pairs: live,
    connected: () => live.reduce((n, p) => n + (p.client.isConnected ? 1 : 0) + (p.rep.isConnected ? 1 : 0), 0),
    reconnects: () => live.reduce((n, p) => n + p.client.reconnects + p.rep.reconnects, 0),
    startSending: (rate, choosePair = (n) => n % live.length) => {
      let stopped = false;
      const pending = new Set<Promise<unknown>>();
      const first = performance.now();
      let n = 0;
      const loop = async () => {
        while (!stopped) {
          const wait = first + (n * 1000) / rate - performance.now();
          if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
          if (stopped) break;
          const index = choosePair(n);
          n++;
          const target = live[index];
          if (!target) continue;
          const record: SentMessage = {
            text: `proof-${runId}-${serial++}`,
            pair: index,
            sentAt: performance.now() - started,
            ackedAt: null,
          };
          sent.push(record);
          // Sent until acknowledged, with one client id: through a reconnect, to another process.
          const sending = target.client.send(target.room, target.pair.rep.id, record.text).then(() => {
            record.ackedAt = performance.now() - started;
          });
          pending.add(sending);
          void sending.finally(() => pending.delete(sending));
        }
      };
      const looping = loop();
      return {
        stop: async () => {
          stopped = true;
          await looping;
          await Promise.all([...pending]);
        },
      };
    },
    sent: () => sent,
    liveAt: () => liveAt,
    delivery: () =>
      countDelivery(
        sent.filter((message) => message.ackedAt !== null).map((message) => message.text),
        // This run's messages only (a pair's history holds earlier runs' too).
        live.flatMap((p) =>
          [...p.rep.messages.values()].filter(
            (message) => message.senderId === p.pair.client.id && message.text.startsWith(`proof-${runId}-`),
          ),
        ),
      ),
    missing: () => {
      const held = new Set(live.flatMap((p) => [...p.rep.messages.values()].map((message) => message.text)));
      return sent.filter((message) => message.ackedAt !== null && !held.has(message.text));
    },
    readAll: async () => {
      await Promise.all(live.map((p) => p.rep.catchUp(p.room)));
    },
    close: () => {
      for (const p of live) {
        p.client.close();
        p.rep.close();
      }
    },
  };
}

/** Waits until `done()` holds, checking every 100 ms; answers how long that took, or null after `timeoutMs`. */
export async function waitUntil(done: () => boolean, timeoutMs: number): Promise<number | null> {
  const began = performance.now();
  while (!done()) {
    if (performance.now() - began > timeoutMs) return null;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return performance.now() - began;
}
