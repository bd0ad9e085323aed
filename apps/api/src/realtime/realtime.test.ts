import type { AddressInfo } from 'node:net';
import type { DatabaseHandle } from '@tendero/db';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, testConfig } from '../test/test-app';
import { attachRealtime, type Realtime } from './realtime';

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
