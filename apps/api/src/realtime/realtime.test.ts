import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DatabaseHandle } from '@tendero/db';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, testConfig } from '../test/test-app';
import { waitFor } from '../test/wait-for';
import { attachRealtime, type Realtime } from './realtime';

/** Redis, where the database tests run (as for the two-process tests): REDIS_TEST_URL or the local one. */
const redisUrl = process.env.REDIS_TEST_URL ?? (process.env.TEST_DATABASE_URL ? 'redis://127.0.0.1:6379' : null);

let database: DatabaseHandle;
let app: FastifyInstance;
let realtime: Realtime;
let url = '';

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({ database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  realtime = attachRealtime(app.server, {
    // Only a real token resolves; a bare user id must never authenticate.
    resolveToken: async (token) => (token === 'valid-token' ? { userId: 'u-1', role: 'CLIENT' } : null),
    publicUrl: testConfig().publicUrl,
    logger: app.log,
  });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/chat`;
});
afterAll(async () => {
  realtime.disconnectAll();
  await app.close();
  await realtime.close();
  await database.close();
});

function attempt(
  options: Parameters<typeof connect>[1],
): Promise<{ connected: boolean; error?: string; socket: Socket }> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, ...options });
  return new Promise((resolve) => {
    socket.on('connect', () => resolve({ connected: true, socket }));
    socket.on('connect_error', (error) => resolve({ connected: false, error: error.message, socket }));
  });
}

describe('socket.io /chat on the app server', () => {
  it('refuses a socket without a token', async () => {
    const result = await attempt({});
    expect(result).toMatchObject({ connected: false, error: 'UNAUTHORIZED_ERROR' });
    result.socket.close();
  });

  it('refuses a user id posing as a token', async () => {
    const result = await attempt({ extraHeaders: { authorization: 'u-1' }, auth: { userId: 'u-1' } });
    expect(result.connected).toBe(false);
    result.socket.close();
  });

  it('accepts a valid access token, in the handshake auth or as a Bearer header', async () => {
    const viaAuth = await attempt({ auth: { token: 'valid-token' } });
    expect(viaAuth.connected).toBe(true);
    viaAuth.socket.close();
    const viaHeader = await attempt({ extraHeaders: { authorization: 'Bearer valid-token' } });
    expect(viaHeader.connected).toBe(true);
    viaHeader.socket.close();
  });

  it('accepts the access-token cookie a browser sends with the handshake on the same origin', async () => {
    const viaCookie = await attempt({ extraHeaders: { cookie: 'role=ADMIN; accessToken=valid-token' } });
    expect(viaCookie.connected).toBe(true);
    viaCookie.socket.close();
    const roleOnly = await attempt({ extraHeaders: { cookie: 'role=ADMIN; userId=u-1' } });
    expect(roleOnly.connected).toBe(false);
    roleOnly.socket.close();
  });

  it('leaves HTTP routes working beside the socket server', async () => {
    const response = await fetch(url.replace('/chat', '/healthz'));
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

describe.runIf(redisUrl)('socket.io with the Redis adapter', () => {
  it('closes without an unhandled rejection while its subscriber is still reading a backlog', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    const redis = new Redis(redisUrl as string);
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const subscribers = async () =>
        Number(((await redis.pubsub('NUMSUB', 'socket.io-request#/chat#')) as [string, number])[1]);
      const before = await subscribers();
      const node = attachRealtime(server, {
        resolveToken: async () => null,
        publicUrl: testConfig().publicUrl,
        redisUrl: redisUrl as string,
        logger: app.log,
      });
      // Its /chat pattern is subscribed before its request channel, on the same connection.
      await waitFor('the node to subscribe', async () => (await subscribers()) > before);
      // A backlog for its subscriber (a room it does not have: read and dropped, as a busy node's are).
      const payload = Buffer.alloc(64 * 1024, 1);
      const flood = Array.from({ length: 400 }, () => redis.publish('socket.io#/chat#nobody#', payload));
      await flood[0];
      // The adapter's close() sends UNSUBSCRIBEs it does not wait for: they must not fail under a dropped
      // connection (an unhandled rejection ends a chat node).
      await node.close();
      await Promise.all(flood);
      // Its connections gone from Redis: any command left on them has failed by the time the client saw that.
      await waitFor('the node to leave Redis', async () => (await subscribers()) <= before);
      await new Promise((resolve) => setImmediate(resolve));
      expect(rejections.map((reason) => String(reason))).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
      redis.disconnect();
      server.close();
    }
  }, 30_000);
});
