import { randomUUID } from 'node:crypto';
import {
  type ChatClientEvent,
  type ChatEventAck,
  type ChatEventInput,
  type ChatMessage,
  chatClientEvents,
  type chatRefusalSchema,
} from '@tendero/contracts';
import { AppError, runWithRequestId } from '@tendero/domain';
import type { Chat } from '@tendero/domain/chat';

import { type AppLocale, hasMessage, translate } from '@tendero/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { ChatNamespace, ChatSocket } from './chat-socket-types';

/** An event's acknowledgement: its answer, or the refusal every event may answer. */
type Ack<E extends ChatClientEvent> = (answer: ChatEventAck<E> | z.output<typeof chatRefusalSchema>) => void;

/** The socket's language: `auth.locale` of the handshake, else its Accept-Language. */
export function localeOf(socket: ChatSocket): AppLocale {
  const asked = socket.handshake.auth?.locale ?? socket.handshake.headers['accept-language'];
  return typeof asked === 'string' && asked.toLowerCase().startsWith('pl') ? 'pl' : 'en';
}

/** A zod failure or a domain error as the one `chatException` shape, in the socket's language. */
function exceptionOf(error: unknown, locale: AppLocale): { code: string; message: string } {
  if (error instanceof AppError) {
    const key = error.messageKey ?? `errors.codes.${error.code}`;
    return { code: error.code, message: translate(locale, hasMessage(locale, key) ? key : 'chat.errors.invalid') };
  }
  return { code: 'INTERNAL_ERROR', message: translate(locale, 'errors.codes.INTERNAL_ERROR') };
}

/**
 * The event whose handler checks the session itself: a text message is stored by a statement that also
 * checks the socket's session is live, so realtime.ts reads no session before it. An attachment, or a
 * payload that does not parse, gets the usual read first (in the handler).
 */
export const sessionCheckedBySend: ChatClientEvent = 'sendMessage';

/** The answer to an event of an ended session (in its ack, else as chatException); the socket goes. */
export function refuseEndedSession(socket: ChatSocket, ack: unknown): void {
  const answer = { code: 'UNAUTHORIZED_ERROR', message: translate(localeOf(socket), 'chat.errors.sessionEnded') };
  if (typeof ack === 'function') ack({ ok: false, ...answer });
  else socket.emit('chatException', answer);
  socket.disconnect(true);
}

/** What the gateway needs of realtime.ts: a socket's token, and the session read that refuses a dead one. */
export type SessionBinding = {
  tokenOf: (socket: ChatSocket) => string | undefined;
  checkSession: (socket: ChatSocket, ack: unknown) => Promise<boolean>;
};

/**
 * Which process stores and delivers a message: this one names itself on what it stores (`processId`), and
 * `alive` tells whether the process named on a stored message is still running (this one, or another one
 * on the same Redis).
 */
export type Storers = {
  processId: string;
  alive: (storedBy: string | null) => Promise<boolean>;
  /**
   * Settles once the others can tell this process is running (with Redis, its presence subscription is
   * confirmed): it stores nothing before, or a retry of what it stored could be delivered again.
   */
  present?: PromiseLike<unknown>;
  /** Whether other processes serve sockets of the same rooms (the Redis adapter). */
  shared?: boolean;
};

/** How many message ids a socket's record of what it was given keeps (the newest; a resend comes soon). */
const givenPerSocket = 1000;
/** The event by which a process asks the others to push a resend to their sockets that lack it. */
const redeliverEvent = 'chat:redeliver' as const;

/**
 * A new id for a socket event, in the shape of a UUID (v4) as before and unique across processes: the first
 * 74 random bits are this process's, the last 48 count its events. A `randomUUID()` per event was
 * assembled from twenty string pieces; at 2,000 messages a second those ropes were among the allocations
 * that outlived a young-generation collection and were promoted (decision 0021).
 */
const eventIdPrefix = randomUUID().slice(0, 24);
let eventCount = 0;
export function nextEventId(): string {
  eventCount = (eventCount + 1) % 2 ** 48;
  return eventIdPrefix + eventCount.toString(16).padStart(12, '0');
}

/** What the gateway reports beside its answers: a stored message (for /metrics). */
export type GatewayObserver = { onMessageStored?: () => void };

/**
 * The chat protocol of SPEC §7 on `/chat`. Every client event is parsed with its contract;
 * a bad payload or a refused action answers `chatException` and changes nothing. A sent message is stored
 * before its acknowledgement (which carries the stored message) and then delivered to both participants'
 * rooms (`user:<id>`), in every process when the Redis adapter is on.
 *
 * Each event gets an id of its own: its work runs with it as the current request id (a job it enqueues
 * records it), and its log lines carry it with the socket's id (the line of each event at debug level, a
 * failure at error level).
 */
export function registerChatGateway(
  chat: ChatNamespace,
  service: Chat,
  logger: FastifyBaseLogger,
  sessions: SessionBinding,
  storers: Storers,
  observer: GatewayObserver = {},
): void {
  let present = storers.present === undefined;
  void storers.present?.then(() => {
    present = true;
  });
  /**
   * What each socket of this process was given, by message id: pushed (`newMessage`, also a broadcast that
   * came through Redis), in a history answer, or in its own acknowledgement. A resend of a message whose
   * storing process is gone is pushed only to the sockets not given it yet (deliverUnseen), so no socket,
   * a spec-only client's included, gets the same message twice as new.
   */
  const given = new WeakMap<ChatSocket, Set<string>>();
  function remember(socket: ChatSocket, ids: string[]) {
    const seen = given.get(socket);
    if (!seen) return;
    for (const id of ids) seen.add(id);
    while (seen.size > givenPerSocket) seen.delete(seen.values().next().value as string);
  }
  /** Pushes a message to this process's sockets of its two people that were not given it (except one). */
  function deliverUnseen(message: ChatMessage, except?: string) {
    for (const room of [`user:${message.receiverId}`, `user:${message.senderId}`]) {
      for (const id of chat.adapter.rooms.get(room) ?? []) {
        const socket = chat.sockets.get(id);
        if (id === except || !socket || given.get(socket)?.has(message.id)) continue;
        socket.emit('newMessage', { message });
      }
    }
  }
  // Another process's resend: its sockets were served there, these here.
  chat.on(redeliverEvent, (message: ChatMessage) => deliverUnseen(message));

  chat.on('connection', (socket) => {
    const session = socket.data.session;
    const locale = localeOf(socket);
    given.set(socket, new Set());
    socket.onAnyOutgoing((event: string, data: { message?: ChatMessage; messages?: ChatMessage[] }) => {
      if (event === 'newMessage' && data.message) remember(socket, [data.message.id]);
      else if (event === 'previousMessages' && data.messages)
        remember(
          socket,
          data.messages.map(({ id }) => id),
        );
    });

    /** Serves a client event of the contracts' table: its payload parsed with the table's schema. */
    function on<E extends ChatClientEvent>(
      event: E,
      handle: (input: ChatEventInput<E>, ack: Ack<E> | undefined) => Promise<void>,
    ) {
      const schema: z.ZodType = chatClientEvents[event].payload;
      // Whatever a client sends is parsed here: the listener takes it as unknown, not as the table's type.
      const listen = socket.on.bind(socket) as (event: E, listener: (payload: unknown, ack?: unknown) => void) => void;
      listen(event, (payload: unknown, maybeAck?: unknown) => {
        const eventId = nextEventId();
        const done = runWithRequestId(eventId, () => handleEvent(payload, maybeAck, eventId)).catch((error: unknown) =>
          logger.error({ err: error, ...aboutEvent(eventId) }, 'chat event failed'),
        );
        if (logger.level === 'debug' || logger.level === 'trace') {
          const started = performance.now();
          void done.finally(() =>
            logger.debug({ ...aboutEvent(eventId), ms: Math.round(performance.now() - started) }, 'socket event'),
          );
        }
      });

      /** What a log line says of an event (built only when a line is written). */
      function aboutEvent(eventId: string) {
        return { socketId: socket.id, eventId, event };
      }

      async function handleEvent(payload: unknown, maybeAck: unknown, eventId: string) {
        const ack =
          typeof maybeAck === 'function'
            ? (maybeAck as Ack<E>)
            : typeof payload === 'function'
              ? (payload as Ack<E>)
              : undefined;
        const parsed = schema.safeParse(typeof payload === 'function' ? {} : (payload ?? {}));
        // The one event realtime.ts did not check: unless it is a text message, read the session now.
        const textMessage =
          event === sessionCheckedBySend && parsed.success && !(parsed.data as { fileBuffer?: unknown }).fileBuffer;
        if (event === sessionCheckedBySend && !textMessage && !(await sessions.checkSession(socket, ack))) return;
        if (!parsed.success) {
          const key = parsed.error.issues[0]?.message ?? 'chat.errors.invalid';
          const answer = {
            code: 'VALIDATION_ERROR',
            message: translate(locale, hasMessage(locale, key) ? key : 'chat.errors.invalid'),
          };
          socket.emit('chatException', answer);
          ack?.({ ok: false, ...answer });
          return;
        }
        try {
          await handle(parsed.data as ChatEventInput<E>, ack);
        } catch (error) {
          if (error instanceof AppError && error.reason === 'SESSION_ENDED') return refuseEndedSession(socket, ack);
          if (!(error instanceof AppError)) logger.error({ err: error, ...aboutEvent(eventId) }, 'chat event failed');
          const answer = exceptionOf(error, locale);
          socket.emit('chatException', answer);
          ack?.({ ok: false, ...answer });
        }
      }
    }

    on('sendMessage', async (input, ack) => {
      // Stored only while the socket's session is live (the statement checks it; see sessionCheckedBySend).
      // (A socket without a token, which the handshake never lets in, matches no session: '' is refused.)
      if (!present) await storers.present;
      const { message, created, storedBy } = await service.send(session, input, {
        sessionToken: sessions.tokenOf(socket) ?? '',
        storedBy: storers.processId,
      });
      if (created) observer.onMessageStored?.();
      // Delivered before it is acknowledged: the delivery is handed on first, so a process killed right
      // after an ack has already sent it on. A retry (not created) was delivered by the process that stored
      // it, so it is delivered again only when that process is gone: it may have died between storing and
      // delivering (proof:kill saw receivers on the surviving process lose messages so). Else the receiver
      // would get a resend twice. The retrying socket gets its copy all the same (in the ack, or pushed).
      // With `echo: false` and an ack, the ack is this socket's only copy: one socket write less a message.
      // A resend it delivers again goes only to the sockets (here and in the other processes) that were not
      // given it: the dead process may well have delivered it to most of them.
      if (created) {
        const both = chat.to([`user:${message.receiverId}`, `user:${message.senderId}`]);
        (ack && input.echo === false ? both.except(socket.id) : both).emit('newMessage', { message });
      } else if (!(await storers.alive(storedBy))) {
        deliverUnseen(message, ack && input.echo === false ? socket.id : undefined);
        if (storers.shared) chat.serverSideEmit(redeliverEvent, message);
      } else if (!ack) socket.emit('newMessage', { message });
      if (ack) remember(socket, [message.id]);
      ack?.({ ok: true, message });
    });

    on('getChats', async (_input, ack) => {
      const chats = await service.chats(session);
      socket.emit('chats', { chats });
      ack?.({ ok: true });
    });

    on('getPreviousMessages', async (input, ack) => {
      const messages = await service.messages(session, input.roomId, input.afterId ?? null);
      socket.emit('previousMessages', { roomId: input.roomId, messages });
      ack?.({ ok: true });
    });

    on('openChat', async (input, ack) => {
      const messages = await service.messages(session, input.chatId);
      socket.emit('previousMessages', { roomId: input.chatId, messages });
      ack?.({ ok: true });
    });

    on('getUnreadMessages', async (_input, ack) => {
      socket.emit('unreadMessages', await service.unread(session));
      ack?.({ ok: true });
    });

    on('readMessages', async (input, ack) => {
      const { readAt, otherId } = await service.read(session, input.roomId);
      chat.to(`user:${otherId}`).emit('messagesRead', { roomId: input.roomId, readerId: session.userId, readAt });
      chat.to(`user:${session.userId}`).emit('unreadMessages', await service.unread(session));
      ack?.({ ok: true });
    });

    on('startConversation', async (input, ack) => {
      const { roomId } = await service.start(session, input.oppositeUserId);
      socket.emit('startConversationRoomId', { roomId });
      ack?.({ ok: true, roomId });
    });
  });
}
