import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime, type Realtime } from './realtime';

/**
 * A page of another origin must not open a chat socket with the visitor's `accessToken` cookie
 * (cross-site WebSocket hijacking). Cookie-authenticated handshakes are accepted only from the app's own
 * origin (PUBLIC_URL); clients that present the token themselves (handshake auth, Bearer), like the spec's
 * client, work from anywhere, since another site cannot know the token.
 */
const publicUrl = 'https://tendero.example';
let server: Server;
let realtime: Realtime;
let url = '';

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  realtime = attachRealtime(server, {
    resolveToken: async (token) => (token === 'valid-token' ? { userId: 'u-1', role: 'CLIENT' } : null),
    publicUrl,
    logger: pino({ level: 'silent' }),
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/chat`;
});

afterAll(async () => {
  realtime.disconnectAll();
  await realtime.close();
  await new Promise((resolve) => server.close(resolve));
});

async function handshake(
  headers: Record<string, string>,
  options: { transport?: 'websocket' | 'polling'; token?: string } = {},
): Promise<{ connected: boolean; error?: string }> {
  const socket = connect(url, {
    path: '/socket.io',
    transports: [options.transport ?? 'websocket'],
    reconnection: false,
    extraHeaders: headers,
    ...(options.token ? { auth: { token: options.token } } : {}),
  });
  try {
    return await new Promise((resolve) => {
      socket.on('connect', () => resolve({ connected: true }));
      socket.on('connect_error', (error) => resolve({ connected: false, error: error.message }));
    });
  } finally {
    socket.close();
  }
}

const cookie = 'accessToken=valid-token';

describe('chat handshakes with the access-token cookie', () => {
  it.each(['websocket', 'polling'] as const)('refuses another origin (%s)', async (transport) => {
    expect(await handshake({ cookie, origin: 'http://evil.example' }, { transport })).toEqual({
      connected: false,
      error: 'FORBIDDEN',
    });
  });

  it('refuses a look-alike of the own origin (another scheme, port or subdomain) and a sandboxed page', async () => {
    for (const origin of [
      'http://tendero.example',
      'https://tendero.example:8443',
      'https://evil.tendero.example',
      'null',
    ]) {
      expect(await handshake({ cookie, origin })).toEqual({ connected: false, error: 'FORBIDDEN' });
    }
  });

  it('refuses a request the browser marks as cross-site when it sends no Origin', async () => {
    expect(await handshake({ cookie, 'sec-fetch-site': 'cross-site' }, { transport: 'polling' })).toEqual({
      connected: false,
      error: 'FORBIDDEN',
    });
  });

  it('accepts the app’s own origin, and a same-origin polling request without Origin', async () => {
    expect(await handshake({ cookie, origin: publicUrl })).toEqual({ connected: true });
    expect(await handshake({ cookie, 'sec-fetch-site': 'same-origin' }, { transport: 'polling' })).toEqual({
      connected: true,
    });
  });
});

describe('chat handshakes that present the token themselves', () => {
  it('accepts a handshake token or a Bearer header from any origin (the spec’s client)', async () => {
    expect(await handshake({ origin: 'http://evil.example' }, { token: 'valid-token' })).toEqual({
      connected: true,
    });
    expect(await handshake({ origin: 'http://evil.example', authorization: 'Bearer valid-token' })).toEqual({
      connected: true,
    });
  });

  it('does not fall back to the cookie when the presented token is wrong', async () => {
    expect(await handshake({ cookie, origin: 'http://evil.example' }, { token: 'guessed-token' })).toMatchObject({
      connected: false,
    });
  });
});
