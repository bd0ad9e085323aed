import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Chat } from '@tendero/domain/chat';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { Session } from '../plugins/session';
import { registerChatGateway } from './chat-gateway';

/** Resolves a socket handshake's access token to a session; the same rule as HTTP (accounts plugs it in). */
export type TokenResolver = (token: string | null) => Promise<Session | null>;

export type Realtime = { io: Server; disconnectAll: () => void; close: () => Promise<void> };

function tokenOf(handshake: {
  auth?: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}): string | null {
  if (typeof handshake.auth?.token === 'string' && handshake.auth.token) return handshake.auth.token;
  const header = handshake.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) return header.slice(7).trim() || null;
  // The browser on the same origin: the httpOnly access-token cookie comes with the handshake.
  const cookie = handshake.headers.cookie;
  if (typeof cookie === 'string') {
    for (const part of cookie.split(';')) {
      const [name, ...value] = part.trim().split('=');
      if (name === 'accessToken' && value.length > 0) return decodeURIComponent(value.join('=')) || null;
    }
  }
  return null;
}

/**
 * socket.io on the app's own HTTP server at /socket.io. The `/chat` namespace refuses any socket whose
 * token does not resolve to a session (a bare user id never authenticates). The chat gateway adds its
 * events on top. With REDIS_URL, rooms and broadcasts span every process through the Redis adapter.
 */
export function attachRealtime(
  server: HttpServer,
  options: { resolveToken: TokenResolver; redisUrl?: string; logger: FastifyBaseLogger; chat?: Chat },
): Realtime {
  const io = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: 11_000_000,
    connectTimeout: 20_000,
  });
  let redis: { pub: Redis; sub: Redis } | null = null;
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    pub.on('error', (error) => options.logger.error({ err: error }, 'redis (socket.io adapter) error'));
    sub.on('error', (error) => options.logger.error({ err: error }, 'redis (socket.io adapter) error'));
    io.adapter(createAdapter(pub, sub));
    redis = { pub, sub };
  }

  const chat = io.of('/chat');
  chat.use(async (socket, next) => {
    const session = await options.resolveToken(tokenOf(socket.handshake)).catch(() => null);
    if (!session) return next(Object.assign(new Error('UNAUTHORIZED_ERROR'), { data: { code: 'UNAUTHORIZED_ERROR' } }));
    socket.data.session = session;
    await socket.join(`user:${session.userId}`);
    next();
  });
  if (options.chat) registerChatGateway(chat, options.chat, options.logger);

  return {
    io,
    disconnectAll: () => {
      io.of('/chat').disconnectSockets(true);
      io.disconnectSockets(true);
    },
    close: async () => {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      if (redis) {
        redis.pub.disconnect();
        redis.sub.disconnect();
      }
    },
  };
}
