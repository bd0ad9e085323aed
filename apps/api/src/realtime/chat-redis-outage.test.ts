import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@tendero/db';
import { type Accounts, createAccounts } from '@tendero/domain/accounts';
import { type Chat, createChat } from '@tendero/domain/chat';
import { createLocalStorage } from '@tendero/domain/files';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainContext } from '../capabilities';
import { ResilientChatClient } from '../test/resilient-chat-client';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { buildTestApp, openTestDatabase, signedInUser, testConfig } from '../test/test-app';
import { testPasswordHasher } from '../test/test-password-hasher';
import { waitFor } from '../test/wait-for';
import { attachRealtime, type Realtime } from './realtime';

/**
 * Two chat nodes on one database and one Redis, in this process (so it runs on PGlite too): node A on the
 * app's server, node B on a second HTTP server, each reaching Redis through a TCP proxy the test can cut
 * (the machine's Redis keeps running for everyone else). Redis's pub/sub keeps nothing, so what a node
 * misses while cut off is stored but not pushed; the receiver must still get it once Redis is back,
 * without a reconnect of its own. Redis as for the other Redis tests: REDIS_TEST_URL, or the local one where
 * the database tests run.
 */
const redisUrl = process.env.REDIS_TEST_URL ?? (process.env.TEST_DATABASE_URL ? 'redis://127.0.0.1:6379' : null);

const config = testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
let database: DatabaseHandle;
let accounts: Accounts;
let chat: Chat;
let app: FastifyInstance;
let serverB: Server;
let uploads = '';
const proxies: { a?: TcpProxy; b?: TcpProxy } = {};
const nodes: Realtime[] = [];
const bases = { a: '', b: '' };
const warnings: string[] = [];
let people: { client: Awaited<ReturnType<typeof signedInUser>>; rep: Awaited<ReturnType<typeof signedInUser>> };

describe.runIf(redisUrl)('chat deliveries lost while Redis was unreachable', () => {
  beforeAll(async () => {
    uploads = mkdtempSync(join(tmpdir(), 'tendero-chat-redis-'));
    database = await openTestDatabase();
    const ctx = domainContext(config, database);
    accounts = createAccounts(ctx, {
      passwordHasher: testPasswordHasher,
      secret: config.sessionSecret,
      failedSignInsPerHour: 100,
    });
    const storage = createLocalStorage(uploads);
    chat = createChat(ctx, { storage });
    app = await buildTestApp({ database, config, accounts, storage, chat });
    await app.listen({ port: 0, host: '127.0.0.1' });
    serverB = createServer();
    await new Promise<void>((resolve) => serverB.listen(0, '127.0.0.1', resolve));
    const redis = new URL(redisUrl as string);
    const target = { host: redis.hostname, port: Number(redis.port || 6379) };
    proxies.a = await startTcpProxy(target);
    proxies.b = await startTcpProxy(target);
    // The nodes' own log, to see when a publish has failed.
    const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push(line) });
    for (const [server, proxy] of [
      [app.server, proxies.a],
      [serverB, proxies.b],
    ] as const) {
      nodes.push(
        attachRealtime(server, {
          resolveToken: (token) => accounts.resolveToken(token),
          publicUrl: config.publicUrl,
          redisUrl: `${proxy.url('redis')}${redis.pathname}`,
          logger,
          chat,
        }),
      );
    }
    bases.a = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    bases.b = `http://127.0.0.1:${(serverB.address() as AddressInfo).port}`;
    const client = await signedInUser(app, accounts, { role: 'CLIENT', prefix: 'outageclient' });
    const manager = await signedInUser(app, accounts, { role: 'MANAGER', prefix: 'outagemgr', companyName: 'Out sp.' });
    const rep = await signedInUser(app, accounts, {
      role: 'SALES_REP',
      prefix: 'outagerep',
      companyId: manager.user.companyId as string,
    });
    people = { client, rep };
  });

  afterAll(async () => {
    for (const node of nodes) node.disconnectAll();
    await app?.close();
    await new Promise((resolve) => serverB?.close(resolve));
    for (const node of nodes) await node.close();
    await proxies.a?.close();
    await proxies.b?.close();
    await database?.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  /** The client on node A and the rep on node B, in their conversation, with Redis carrying a first message. */
  async function conversation() {
    const client = new ResilientChatClient([bases.a], people.client.token);
    const rep = new ResilientChatClient([bases.b], people.rep.token);
    await Promise.all([client.start(), rep.start()]);
    const room = await client.startConversation(people.rep.user.id);
    await rep.startConversation(people.client.user.id);
    const first = await client.send(room, people.rep.user.id, 'through Redis');
    await waitFor('the first message at the rep, through Redis', () => rep.messages.has(first.id));
    return { client, rep, room };
  }

  it("pushes the receiver's catch-up when its node's Redis connection is back", async () => {
    const { client, rep, room } = await conversation();
    try {
      (proxies.b as TcpProxy).cut();
      const during = await client.send(room, people.rep.user.id, 'while node B is cut off from Redis');
      (proxies.b as TcpProxy).restore();
      await waitFor('the message sent meanwhile at the rep', () => rep.messages.has(during.id), { timeoutMs: 20_000 });
      // Its socket stayed connected all along: the node told it to catch up.
      expect(rep.reconnects).toBe(0);
    } finally {
      client.close();
      rep.close();
    }
  }, 60_000);

  it("has the other nodes' receivers catch up after the sender's node could not publish, without an unhandled rejection", async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    const { client, rep, room } = await conversation();
    try {
      warnings.length = 0;
      (proxies.a as TcpProxy).cut();
      // Stored and acknowledged (the database is there); its publish for node B fails after its retries.
      const lost = await client.send(room, people.rep.user.id, 'while node A cannot publish');
      await waitFor('the publish to fail', () => warnings.some((line) => line.includes('"command":"publish"')), {
        timeoutMs: 20_000,
      });
      (proxies.a as TcpProxy).restore();
      await waitFor('the message at the rep on node B', () => rep.messages.has(lost.id), { timeoutMs: 20_000 });
      expect(rep.reconnects).toBe(0);
      expect(rejections.map(String)).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
      client.close();
      rep.close();
    }
  }, 60_000);
});
