import { createHash, randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import type { Accounts, EndedSessions } from '@tendero/domain/accounts';
import type { Chat } from '@tendero/domain/chat';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { AppConfig } from '../config';
import type { Metrics } from '../operations/metrics';
import type { Session } from '../plugins/session';
import { refuseEndedSession, registerChatGateway, sessionCheckedBySend } from './chat-gateway';
import type { ChatServer, ChatSocket } from './chat-socket-types';
import { fromOwnOrigin, refusal, tokenOf } from './handshake';
import { attachRedisAdapter, catchUpAfterRedisOutages, closeRedis, type RedisLink } from './redis-adapter';

/** Resolves a socket handshake's access token to a session; the same rule as HTTP (accounts plugs it in). */
export type TokenResolver = (token: string | null) => Promise<Session | null>;
/** The sessions of many tokens at once by the same rule (the sweep): live ones only, by token. */
export type TokensResolver = (tokens: string[]) => Promise<Map<string, Session>>;

export type Realtime = {
  io: ChatServer;
  /** Disconnects every socket of sessions that just ended, in every process (the accounts hook calls it). */
  endSessions: (ended: EndedSessions) => void;
  /**
   * Checks the session of every socket of this process and disconnects those whose session is gone
   * without a report (expired, deleted by hand, a lost Redis message). Runs every `sweepMs` on its own.
   */
  sweep: () => Promise<number>;
  /** Disconnects the sockets of this process, never those of another process on the same Redis. */
  disconnectAll: () => void;
  close: () => Promise<void>;
};

const userRoom = (userId: string) => `user:${userId}`;
/** A session's room, named by a hash of its token: room names travel through Redis and show in debugging. */
const sessionRoom = (token: string) => `session:${createHash('sha256').update(token).digest('base64url').slice(0, 24)}`;

/**
 * socket.io on the app's own HTTP server at /socket.io. The `/chat` namespace refuses any socket whose
 * token does not resolve to a session (a bare user id never authenticates), and a socket authenticated by
 * the cookie from a page of another origin. Each socket is bound to its session: it joins the
 * rooms of its user and of its session, `endSessions` disconnects them when the session ends, and every
 * client event checks the session again first (a text message in the statement that stores it), so an
 * event of a dead session is never served. The chat
 * gateway adds its events on top. With REDIS_URL, rooms, broadcasts and disconnects span every process
 * through the Redis adapter.
 */
export function attachRealtime(
  server: HttpServer,
  options: {
    resolveToken: TokenResolver;
    /** The sweep's read of every socket's session at once; without it, the sweep asks `resolveToken` for each. */
    resolveTokens?: TokensResolver;
    /** PUBLIC_URL: the only origin whose pages may open a socket with the access-token cookie. */
    publicUrl: string;
    redisUrl?: string;
    logger: FastifyBaseLogger;
    chat?: Chat;
    /** How often idle sockets' sessions are checked (their events are checked each time anyway). */
    sweepMs?: number;
    /** /metrics: sockets open in this process and messages stored. */
    metrics?: Pick<Metrics, 'countSocketsWith' | 'messageStored'> | null;
  },
): Realtime {
  const ownOrigin = new URL(options.publicUrl).origin;
  const io: ChatServer = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: 11_000_000,
    connectTimeout: 20_000,
  });
  const redis: RedisLink | null = options.redisUrl ? attachRedisAdapter(io, options.redisUrl, options.logger) : null;

  /**
   * This process among the chat's processes: it names itself on each message it stores, and with Redis it
   * subscribes to a channel of that name, so another process can tell it is still running (PUBSUB NUMSUB:
   * Redis drops a dead process's subscriptions with its connection) and need not deliver its messages again.
   */
  const processId = randomUUID();
  const presenceOf = (id: string) => `tendero-chat-process#${id}`;
  // Settled once Redis has confirmed the subscription (or refused it): until then this process stores
  // nothing, since another process asking for it would find no subscriber and deliver a retry of it again.
  const present: Promise<void> = redis
    ? redis.sub.subscribe(presenceOf(processId)).then(
        () => undefined,
        (error) => options.logger.error({ err: error }, 'redis (chat presence) error'),
      )
    : Promise.resolve();
  async function storerAlive(storedBy: string | null): Promise<boolean> {
    if (storedBy === processId) return true;
    if (!storedBy || !redis) return false;
    // Not known (Redis unreachable): taken as gone, so the message is delivered again rather than lost.
    const answer = await redis.pub.pubsub('NUMSUB', presenceOf(storedBy)).catch(() => null);
    return Number((answer as unknown[] | null)?.[1] ?? 0) > 0;
  }

  /** Each socket's token, kept in this process only (socket.data travels through Redis on fetchSockets). */
  const tokens = new WeakMap<ChatSocket, string>();
  const chat = io.of('/chat');
  if (redis) catchUpAfterRedisOutages(redis, chat, options.logger);
  chat.use(async (socket, next) => {
    const found = tokenOf(socket.handshake);
    if (found?.fromCookie && !fromOwnOrigin(socket.handshake, ownOrigin)) {
      return next(refusal('FORBIDDEN', 'CROSS_ORIGIN'));
    }
    const session = found ? await options.resolveToken(found.token).catch(() => null) : null;
    if (!session || !found) return next(refusal('UNAUTHORIZED_ERROR'));
    socket.data.session = session;
    tokens.set(socket, found.token);
    await socket.join([userRoom(session.userId), sessionRoom(found.token)]);
    // A session that ended while this handshake was under way was reported before the socket was in its
    // rooms: looking again now that it is in them leaves no gap.
    const still = await options.resolveToken(found.token).catch(() => null);
    if (still?.userId !== session.userId) return next(refusal('UNAUTHORIZED_ERROR'));
    next();
  });
  /**
   * Whether the socket's session is still alive (one prepared read by token). A session ended in a way
   * the hook did not report (expired, deleted by hand, a lost Redis message) is caught here too: the event
   * is refused and the socket disconnected.
   */
  async function checkSession(socket: ChatSocket, ack: unknown): Promise<boolean> {
    const token = tokens.get(socket);
    const now = token ? await options.resolveToken(token).catch(() => null) : null;
    if (now?.userId === (socket.data.session as Session).userId) return true;
    refuseEndedSession(socket, ack);
    return false;
  }

  options.metrics?.countSocketsWith(() => chat.sockets.size);
  chat.on('connection', (socket) => {
    // Each socket's life in the log by its id; its events' lines carry the same `socketId` (chat-gateway.ts).
    const userId = (socket.data.session as Session).userId;
    options.logger.info({ socketId: socket.id, userId, transport: socket.conn.transport.name }, 'socket connected');
    socket.once('disconnect', (reason) =>
      options.logger.info({ socketId: socket.id, userId, reason }, 'socket disconnected'),
    );
    // Before any handler: the session must still be alive. A text message is the exception: the statement
    // that stores it checks the session itself (chat-gateway.ts), so the hot path reads nothing first.
    // The checks of one socket run one after another, so its events reach the handlers in arrival order.
    let checked: Promise<void> = Promise.resolve();
    let checking = 0;
    socket.use((packet, next) => {
      // A text message with no check ahead of it goes on at once: everything before it has gone on already.
      if (packet[0] === sessionCheckedBySend && checking === 0) return next();
      checking++;
      checked = checked.then(async () => {
        if (packet[0] === sessionCheckedBySend || (await checkSession(socket, packet.at(-1)))) next();
      });
      // A check that failed in itself must not stall the socket's later events: the socket goes instead.
      checked = checked
        .catch((error) => {
          options.logger.error({ err: error }, 'chat session check failed');
          socket.disconnect(true);
        })
        .finally(() => {
          checking--;
        });
    });
  });
  if (options.chat) {
    registerChatGateway(
      chat,
      options.chat,
      options.logger,
      { tokenOf: (socket) => tokens.get(socket), checkSession },
      { processId, alive: storerAlive, present, shared: redis !== null },
      { onMessageStored: options.metrics?.messageStored },
    );
  }

  /** This process's sockets at once (even when Redis is unreachable), then every other process's. */
  function disconnect(rooms: string[], except: string[] = []) {
    chat.local.in(rooms).except(except).disconnectSockets(true);
    if (redis) chat.in(rooms).except(except).disconnectSockets(true);
  }

  const resolveTokens: TokensResolver =
    options.resolveTokens ??
    (async (list) => {
      const found = new Map<string, Session>();
      for (const token of list) {
        const session = await options.resolveToken(token);
        if (session) found.set(token, session);
      }
      return found;
    });
  /**
   * Every socket's session in one read (a few at thousands of sockets), not one read each: a socket whose
   * session is gone, or is now another person's, is disconnected. A failed read leaves them all for the
   * next sweep (their events are checked anyway).
   */
  async function sweep(): Promise<number> {
    const sockets = [...chat.sockets.values()];
    const live = await resolveTokens([...new Set(sockets.map((socket) => tokens.get(socket) ?? ''))]);
    let ended = 0;
    for (const socket of sockets) {
      const session = live.get(tokens.get(socket) ?? '');
      if (session?.userId === (socket.data.session as Session).userId) continue;
      socket.disconnect(true);
      ended++;
    }
    return ended;
  }
  let sweeping = false;
  const sweeper = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    sweep()
      .catch((error) => options.logger.error({ err: error }, 'chat session sweep failed'))
      .finally(() => {
        sweeping = false;
      });
  }, options.sweepMs ?? 30_000);
  sweeper.unref();

  return {
    io,
    sweep,
    endSessions: (ended) => {
      try {
        if ('token' in ended) disconnect([sessionRoom(ended.token)]);
        else if (ended.exceptToken) disconnect([userRoom(ended.userId)], [sessionRoom(ended.exceptToken)]);
        else disconnect([userRoom(ended.userId)]);
      } catch (error) {
        // Every later event of these sockets is refused anyway (the check above).
        options.logger.error({ err: error }, 'ending the sockets of ended sessions failed');
      }
    },
    // This process's sockets only: without `local`, the Redis adapter would disconnect every process's
    // (seen when two test files' processes shared one Redis: one's shutdown cut the other's sockets).
    disconnectAll: () => {
      io.of('/chat').local.disconnectSockets(true);
      io.local.disconnectSockets(true);
    },
    close: async () => {
      clearInterval(sweeper);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      if (redis) await closeRedis(redis);
    },
  };
}

/**
 * The sockets of a running node on its listening app: sessions resolved by its accounts, the origin and
 * Redis of its configuration, its log and its chat (`server.ts`, and each node of the multi-process test).
 */
export function attachAppRealtime(
  app: FastifyInstance,
  deps: {
    config: Pick<AppConfig, 'publicUrl' | 'redisUrl'>;
    accounts: Pick<Accounts, 'resolveToken' | 'resolveTokens'>;
    chat: Chat;
    metrics?: Metrics | null;
  },
): Realtime {
  return attachRealtime(app.server, {
    resolveToken: (token) => deps.accounts.resolveToken(token),
    resolveTokens: (list) => deps.accounts.resolveTokens(list),
    publicUrl: deps.config.publicUrl,
    redisUrl: deps.config.redisUrl,
    logger: app.log,
    chat: deps.chat,
    metrics: deps.metrics,
  });
}
