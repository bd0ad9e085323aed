import { z } from 'zod';
import { meetingChangedEventSchema } from '../meetings/meetings';
import {
  chatMessageSchema,
  chatSummarySchema,
  getChatsSchema,
  openChatSchema,
  previousMessagesQuerySchema,
  roomSchema,
  sendMessageSchema,
  startConversationSchema,
} from './chat';

/**
 * The chat socket's one event table (SPEC §7, namespace `/chat`): every event name, its payload schema and,
 * for a client event, its acknowledgement. The server (`apps/api/src/realtime/`) and the browser
 * (`apps/web/src/features/chat/`) type their socket.io sockets with the maps below, so a misspelt event or
 * a wrong payload fails the typecheck. `spec: true` marks the events SPEC §7 names (byte for byte, tested in
 * chat-events.test.ts); the others are ours, beside them.
 */

/** What every refused client event acknowledges (the same as its `chatException`). */
export const chatRefusalSchema = z.object({ ok: z.literal(false), code: z.string(), message: z.string() });
/** The acknowledgement of an event whose answer comes as a server event (`chats`, `previousMessages`, …). */
export const chatAckSchema = z.union([z.object({ ok: z.literal(true) }), chatRefusalSchema]);
/** The acknowledgement of sendMessage: the stored message (a retry answers the same one). */
export const sendMessageAckSchema = z.union([
  z.object({ ok: z.literal(true), message: chatMessageSchema }),
  chatRefusalSchema,
]);
/** The acknowledgement of startConversation: the room, as `startConversationRoomId` also says. */
export const startConversationAckSchema = z.union([
  z.object({ ok: z.literal(true), roomId: z.string() }),
  chatRefusalSchema,
]);
/** getUnreadMessages: SPEC §7 gives it no payload; a `language` is taken and not needed. */
export const unreadMessagesQuerySchema = getChatsSchema.partial();

/** Server events. */
export const chatsEventSchema = z.object({ chats: z.array(chatSummarySchema) });
export const previousMessagesEventSchema = z.object({ roomId: z.string(), messages: z.array(chatMessageSchema) });
export const unreadMessagesEventSchema = z.object({ total: z.number(), byChat: z.record(z.string(), z.number()) });
export const startConversationRoomIdEventSchema = z.object({ roomId: z.string() });
export const newMessageEventSchema = z.object({ message: chatMessageSchema });
export const messagesReadEventSchema = z.object({ roomId: z.string(), readerId: z.string(), readAt: z.string() });
export const chatExceptionEventSchema = z.object({ code: z.string(), message: z.string() });
/**
 * Ours, beside the spec's events: pushed when this socket's process may have missed deliveries (its Redis
 * connection was lost and is back, or another process's publishes failed meanwhile). The client fetches
 * what came after its resume mark (`resumeAfter`), as after a reconnect, and the list and unread counts.
 */
export const catchUpEvent = 'catchUp';
export const catchUpEventSchema = z.object({});

/** Client → server: each event's payload and acknowledgement. */
export const chatClientEvents = {
  sendMessage: { payload: sendMessageSchema, ack: sendMessageAckSchema, spec: true },
  getChats: { payload: getChatsSchema, ack: chatAckSchema, spec: true },
  getPreviousMessages: { payload: previousMessagesQuerySchema, ack: chatAckSchema, spec: true },
  getUnreadMessages: { payload: unreadMessagesQuerySchema, ack: chatAckSchema, spec: true },
  readMessages: { payload: roomSchema, ack: chatAckSchema, spec: true },
  startConversation: { payload: startConversationSchema, ack: startConversationAckSchema, spec: true },
  openChat: { payload: openChatSchema, ack: chatAckSchema, spec: true },
} as const;

/** Server → client: each event's payload. */
export const chatServerEvents = {
  chats: { payload: chatsEventSchema, spec: true },
  /** Pushed to both participants' sockets (the spec's client refetches the room on it). */
  newMessage: { payload: newMessageEventSchema, spec: true },
  previousMessages: { payload: previousMessagesEventSchema, spec: true },
  unreadMessages: { payload: unreadMessagesEventSchema, spec: true },
  startConversationRoomId: { payload: startConversationRoomIdEventSchema, spec: true },
  /** A refused event, in the socket's language (shown as an error toast). */
  chatException: { payload: chatExceptionEventSchema, spec: true },
  /** Ours: read receipts, to the other participant. */
  messagesRead: { payload: messagesReadEventSchema, spec: false },
  [catchUpEvent]: { payload: catchUpEventSchema, spec: false },
  /** Ours, of the meetings capability: a meeting with this person changed (meetings.ts). */
  meetingChanged: { payload: meetingChangedEventSchema, spec: false },
} as const;

export type ChatClientEvent = keyof typeof chatClientEvents;
export type ChatServerEvent = keyof typeof chatServerEvents;
/** What a client sends with an event (before the server's defaults). */
export type ChatEventPayload<E extends ChatClientEvent> = z.input<(typeof chatClientEvents)[E]['payload']>;
/** What the server's handler of an event gets, parsed. */
export type ChatEventInput<E extends ChatClientEvent> = z.output<(typeof chatClientEvents)[E]['payload']>;
export type ChatEventAck<E extends ChatClientEvent> = z.output<(typeof chatClientEvents)[E]['ack']>;
export type ChatServerEventPayload<E extends ChatServerEvent> = z.output<(typeof chatServerEvents)[E]['payload']>;

/** socket.io's map of the events a client emits (`Server<ChatClientToServer, …>`, `Socket<…, ChatClientToServer>`). */
export type ChatClientToServer = {
  [E in ChatClientEvent]: (payload: ChatEventPayload<E>, ack?: (answer: ChatEventAck<E>) => void) => void;
};
/** socket.io's map of the events the server emits. */
export type ChatServerToClient = {
  [E in ChatServerEvent]: (payload: ChatServerEventPayload<E>) => void;
};
