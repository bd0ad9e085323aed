import { setTimeout as delay } from 'node:timers/promises';
import { createAdapter } from '@socket.io/redis-adapter';
import { catchUpEvent } from '@tendero/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { ChatNamespace, ChatServer } from './chat-socket-types';

/** The adapter's two connections, and whether a publish failed since the publisher was last ready. */
export type RedisLink = { pub: Redis; sub: Redis; publishes: { failed: boolean } };

/**
 * socket.io's Redis adapter sends these commands without waiting for their answer: a failure (Redis gone,
 * the connection closed under a command) would be an unhandled rejection, which ends the process. The
 * caller still gets the same promise; the failure is logged here as well.
 */
function observeUnawaited(
  client: Redis,
  commands: string[],
  logger: FastifyBaseLogger,
  onFailure: () => void = () => {},
): void {
  const methods = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const command of commands) {
    const send = methods[command]?.bind(client);
    if (!send) continue;
    methods[command] = (...args) => {
      const answer = send(...args);
      answer.catch((error: unknown) => {
        onFailure();
        logger.warn({ err: error, command }, 'redis (socket.io adapter) command failed');
      });
      return answer;
    };
  }
}

/** Rooms, broadcasts and disconnects across every process on the same Redis (REDIS_URL). */
export function attachRedisAdapter(io: ChatServer, redisUrl: string, logger: FastifyBaseLogger): RedisLink {
  // Auto-pipelining: the publishes of one event-loop turn (every delivery of a stored batch) leave in one
  // write instead of one each. The subscriber only subscribes, so it keeps plain commands.
  const pub = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3, enableAutoPipelining: true });
  const sub = pub.duplicate({ enableAutoPipelining: false });
  const publishes = { failed: false };
  pub.on('error', (error) => logger.error({ err: error }, 'redis (socket.io adapter) error'));
  sub.on('error', (error) => logger.error({ err: error }, 'redis (socket.io adapter) error'));
  observeUnawaited(pub, ['publish'], logger, () => {
    publishes.failed = true;
  });
  observeUnawaited(sub, ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'], logger);
  io.adapter(createAdapter(pub, sub));
  return { pub, sub, publishes };
}

/** Asked of every other process by one whose publishes failed: tell your sockets to catch up. */
const catchUpRequest = 'chat:catchUp';

/**
 * Redis's pub/sub keeps nothing: what was published while a process's subscriber was cut off never reaches
 * it, and a publish that failed (Redis unreachable for longer than its retries) reached no one. The
 * messages are stored all the same, but a receiver whose socket stayed connected would not fetch them
 * before its next reconnect. So when this process's subscriber is back, with its subscriptions confirmed,
 * its sockets are told to catch up (`catchUp`: they fetch what came after their resume mark); when its
 * publisher is back after a publish failed, it asks every other process to tell theirs.
 */
export function catchUpAfterRedisOutages(redis: RedisLink, chat: ChatNamespace, logger: FastifyBaseLogger): void {
  const tellSockets = () => chat.local.emit(catchUpEvent, {});
  chat.on(catchUpRequest, tellSockets);
  let subscriberLost = false;
  redis.sub.on('close', () => {
    subscriberLost = true;
  });
  redis.sub.on('ready', () => {
    if (!subscriberLost) return;
    subscriberLost = false;
    // ioredis sends the resubscriptions right after 'ready': a PING after them answers once they are done.
    setImmediate(() => {
      redis.sub.ping().then(tellSockets, (error: unknown) => {
        subscriberLost = true;
        logger.warn({ err: error }, 'redis (socket.io adapter) subscriber not confirmed after a reconnect');
      });
    });
  });
  redis.pub.on('ready', () => {
    if (!redis.publishes.failed) return;
    redis.publishes.failed = false;
    chat.serverSideEmit(catchUpRequest);
  });
}

/**
 * QUIT goes after the commands still waiting for Redis's answer, on both connections: the adapter's
 * close() sends its UNSUBSCRIBEs without waiting, and a subscriber still reading a backlog of deliveries
 * answered them after the connection had been dropped under them (four "Connection is closed." rejections,
 * the chat nodes' crash after bench:chat's two-process runs). Bounded, for a Redis that is gone; what fails
 * then is logged (observeUnawaited), not fatal.
 */
export async function closeRedis(redis: RedisLink): Promise<void> {
  await Promise.race([
    Promise.allSettled([redis.pub.quit(), redis.sub.quit()]),
    delay(5000, undefined, { ref: false }),
  ]);
  redis.pub.disconnect();
  redis.sub.disconnect();
}
