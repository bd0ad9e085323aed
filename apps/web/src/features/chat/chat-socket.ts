import {
  type ChatClientEvent,
  type ChatClientToServer,
  type ChatEventAck,
  type ChatEventPayload,
  type ChatServerToClient,
  catchUpEvent,
  catchUpEventSchema,
  chatAttachmentMaxBytes,
  chatExceptionEventSchema,
  chatsEventSchema,
  createSendQueue,
  fetchedThroughAfter,
  type Locale,
  meetingChangedEvent,
  meetingChangedEventSchema,
  messagesReadEventSchema,
  newMessageEventSchema,
  previousMessagesEventSchema,
  resumeAfter,
  type SendMessageInput,
  type SendOutcome,
  sendMessageAckSchema,
  startConversationRoomIdEventSchema,
  unreadMessagesEventSchema,
} from '@tendero/contracts';
import { io, type Socket as SocketOf } from 'socket.io-client';
import { notifyMeetingsChanged } from '@/features/meetings';
import { toast } from '@/lib/toast';
import {
  addPending,
  chatStore,
  markReadByOther,
  noteMessageInList,
  receiveMessages,
  resetChat,
  selectRoom,
  setChatList,
  setMessageStatus,
  setUnread,
} from './chat-store';

/**
 * The browser's one chat socket (SPEC §4, §7): namespace `/chat` on the app's own origin, authenticated by
 * the httpOnly access-token cookie of the handshake. It connects once the user id is known, reconnects by
 * itself with jittered backoff, is reconnected on demand before each chat action, and on every (re)connect
 * fetches what it missed. A sent message carries a client id and is retried with that same id until it is
 * acknowledged, so the server stores it once; messages leave one after another, in the order written.
 */

/** The socket typed by the contracts' event table: a misspelt event or a wrong payload fails the typecheck. */
type Socket = SocketOf<ChatServerToClient, ChatClientToServer>;

const connectTimeoutMs = 20_000;
const ackTimeoutMs = 20_000;
const sendAttempts = 4;

let socket: Socket | null = null;
let socketLocale: Locale = 'en';
/** Payloads of messages not yet acknowledged, by client id (a retry sends the same one). */
const unsent = new Map<string, SendMessageInput>();
/**
 * They leave one after another in the order written (a message in flight when the connection broke goes
 * before those written while it was down), so the server stores them in that order. One given up on takes
 * those behind it with it: they show as not sent, and each goes to the end when sent again by hand.
 */
const outbox = createSendQueue(deliver, (abandoned) => {
  for (const clientMessageId of abandoned) setMessageStatus(clientMessageId, 'failed');
});

/**
 * A client event answered by its acknowledgement (rejects after `ackTimeoutMs`). socket.io's own typing of
 * `emitWithAck` leaves the payload unchecked when the ack is optional, as the contracts' table has it (the
 * spec's client sends none): this checks it against the table.
 */
function request<E extends ChatClientEvent>(
  s: Socket,
  event: E,
  payload: ChatEventPayload<E>,
): Promise<ChatEventAck<E>> {
  const timed = s.timeout(ackTimeoutMs) as unknown as {
    emitWithAck: (event: E, payload: ChatEventPayload<E>) => Promise<ChatEventAck<E>>;
  };
  return timed.emitWithAck(event, payload);
}

function visible(): boolean {
  return typeof document === 'undefined' || document.visibilityState === 'visible';
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The open room's messages up to which a fetch answered completely (see `resumeAfter`). */
let fetched: { roomId: string; through: number } | null = null;

function fetchedThrough(roomId: string): number | null {
  return fetched?.roomId === roomId ? fetched.through : null;
}

/** Where the open room resumes: after the newest stored message with nothing missing below it. */
function resumeMark(roomId: string): string | undefined {
  const stored = chatStore.getState().messages.filter((message) => message.status === 'sent');
  return resumeAfter(stored, fetchedThrough(roomId));
}

/**
 * The open room's resume mark when the connection broke, taken then: after the reconnect a message pushed
 * right away (or an own acknowledgement) must not hide one that was missed while offline.
 */
let resumeOnConnect: { roomId: string; id: string } | null = null;

/** Loads the open room: everything on first open, only what came after the resume mark later. */
async function loadRoom(s: Socket, roomId: string): Promise<void> {
  const mark = resumeOnConnect?.roomId === roomId ? resumeOnConnect.id : undefined;
  resumeOnConnect = null;
  const afterId = mark ?? resumeMark(roomId);
  const answer = afterId
    ? await request(s, 'getPreviousMessages', { roomId, afterId })
    : await request(s, 'openChat', { chatId: roomId });
  if (answer && typeof answer === 'object' && 'ok' in answer && answer.ok === false) {
    if (chatStore.getState().roomId === roomId) chatStore.setState({ roomMissing: true });
  }
}

/** What a fresh connection fetches: the list, the unread counts and what the open room missed. */
function catchUp(s: Socket): void {
  s.emit('getChats', { language: socketLocale });
  s.emit('getUnreadMessages', {});
  const { roomId } = chatStore.getState();
  if (roomId) loadRoom(s, roomId).catch(() => undefined);
}

export function markRoomRead(): void {
  const { roomId, roomMissing } = chatStore.getState();
  if (!roomId || roomMissing || !socket?.connected || !visible()) return;
  socket.emit('readMessages', { roomId });
}

function createSocket(locale: Locale): Socket {
  socketLocale = locale;
  const s: Socket = io('/chat', {
    path: '/socket.io',
    auth: { locale },
    withCredentials: true,
    timeout: connectTimeoutMs,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
  });
  chatStore.setState({ connection: 'connecting' });
  s.on('connect', () => {
    chatStore.setState({ connection: 'connected' });
    catchUp(s);
  });
  s.on('disconnect', () => {
    const { roomId } = chatStore.getState();
    const id = roomId ? resumeMark(roomId) : undefined;
    if (roomId && id && resumeOnConnect === null) resumeOnConnect = { roomId, id };
    chatStore.setState({ connection: 'offline' });
  });
  s.on('connect_error', () => chatStore.setState({ connection: 'offline' }));
  // The server may have missed deliveries while connected (its Redis was lost and is back): as on a reconnect.
  s.on(catchUpEvent, (raw: unknown) => {
    if (catchUpEventSchema.safeParse(raw).success) catchUp(s);
  });
  s.on('chats', (raw: unknown) => {
    const event = chatsEventSchema.safeParse(raw);
    if (event.success) setChatList(event.data.chats);
  });
  s.on('previousMessages', (raw: unknown) => {
    const event = previousMessagesEventSchema.safeParse(raw);
    if (!event.success) return;
    const { roomId, messages } = event.data;
    if (roomId === chatStore.getState().roomId) {
      fetched = { roomId, through: fetchedThroughAfter(fetchedThrough(roomId), messages) };
    }
    receiveMessages(roomId, messages);
    if (event.data.roomId === chatStore.getState().roomId) markRoomRead();
  });
  s.on('newMessage', (raw: unknown) => {
    const event = newMessageEventSchema.safeParse(raw);
    if (!event.success) return;
    const { message } = event.data;
    const { roomId, userId } = chatStore.getState();
    receiveMessages(message.roomId, [message]);
    // The list moves here; the whole list is read again only for a room it does not have yet.
    if (!noteMessageInList(message)) s.emit('getChats', { language: socketLocale });
    if (message.roomId === roomId && message.senderId !== userId && visible()) markRoomRead();
    else s.emit('getUnreadMessages', {});
  });
  s.on('unreadMessages', (raw: unknown) => {
    const event = unreadMessagesEventSchema.safeParse(raw);
    if (event.success) setUnread(event.data);
  });
  s.on('messagesRead', (raw: unknown) => {
    const event = messagesReadEventSchema.safeParse(raw);
    if (event.success && event.data.readerId !== chatStore.getState().userId) {
      markReadByOther(event.data.roomId, event.data.readAt);
    }
  });
  // A meeting with this person was proposed, answered, changed or cancelled: the open lists reload.
  s.on(meetingChangedEvent, (raw: unknown) => {
    if (meetingChangedEventSchema.safeParse(raw).success) notifyMeetingsChanged();
  });
  s.on('chatException', (raw: unknown) => {
    const event = chatExceptionEventSchema.safeParse(raw);
    if (event.success) toast.error(event.data.message);
  });
  return s;
}

/** SPEC §4: connect once the user id is known. A different user (after a sign-out) starts from scratch. */
export function connectChat(userId: string, locale: Locale): void {
  const state = chatStore.getState();
  if (state.userId !== userId) {
    if (state.userId) disconnectChat();
    chatStore.setState({ userId });
  }
  if (!socket) socket = createSocket(locale);
  else if (locale !== socketLocale) {
    // Errors come back in the page's language: the handshake carries it, so reconnect with the new one.
    socketLocale = locale;
    socket.auth = { locale };
    socket.disconnect().connect();
  }
}

/** Logout: the socket closes and the chat data is reset (SPEC §4). */
export function disconnectChat(): void {
  socket?.disconnect();
  socket = null;
  unsent.clear();
  outbox.clear();
  fetched = null;
  resumeOnConnect = null;
  resetChat();
}

/** Reconnect on demand before a chat action; rejects after the connect timeout. */
export function ensureConnected(locale: Locale = socketLocale): Promise<Socket> {
  if (!socket) socket = createSocket(locale);
  const s = socket;
  if (s.connected) return Promise.resolve(s);
  // After a refused handshake socket.io stops retrying by itself; a chat action tries again.
  if (!s.active) s.connect();
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      s.off('connect', onConnect);
      s.off('connect_error', onError);
    };
    const onConnect = () => {
      done();
      resolve(s);
    };
    const onError = (error: Error) => {
      if (s.active) return; // socket.io keeps trying
      done();
      reject(error);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('CONNECT_TIMEOUT'));
    }, connectTimeoutMs);
    s.on('connect', onConnect);
    s.on('connect_error', onError);
  });
}

/** Opens a room (its page mounted): loads its history now if connected, else on connect. */
export function openRoom(roomId: string | null): void {
  selectRoom(roomId);
  if (!roomId) return;
  if (socket?.connected) {
    loadRoom(socket, roomId).catch(() => undefined);
    // A room just started elsewhere (a profile's "Start chat") is not in the list fetched on connect yet.
    if (!chatStore.getState().chatList.some((chat) => chat.id === roomId)) {
      socket.emit('getChats', { language: socketLocale });
    }
  } else ensureConnected().catch(() => undefined);
}

/** Sends one message (its turn in the outbox) until it is acknowledged, refused or given up on. */
async function deliver(clientMessageId: string): Promise<SendOutcome> {
  const payload = unsent.get(clientMessageId);
  if (!payload) return 'refused';
  setMessageStatus(clientMessageId, 'pending');
  for (let attempt = 0; attempt < sendAttempts; attempt++) {
    try {
      const s = await ensureConnected();
      const answer = sendMessageAckSchema.safeParse(await request(s, 'sendMessage', payload));
      if (answer.success && answer.data.ok) {
        unsent.delete(clientMessageId);
        receiveMessages(answer.data.message.roomId, [answer.data.message]);
        noteMessageInList(answer.data.message);
        return 'sent';
      }
      // Refused (chatException says why): sending the same again would be refused again.
      setMessageStatus(clientMessageId, 'failed');
      return 'refused';
    } catch {
      // No acknowledgement: try again with the same client id (stored once on the server).
      await sleep(1000 * 2 ** attempt * (0.5 + Math.random()));
    }
  }
  setMessageStatus(clientMessageId, 'failed');
  return 'gaveUp';
}

/** A failed message sent again by hand: the same client id, so it is still stored at most once. */
export function retryMessage(clientMessageId: string): void {
  outbox.push(clientMessageId);
}

export type SendResult = 'sent' | 'tooLarge' | 'noRoom';

/** Sends a message in the open room; it shows as pending until the server acknowledges the stored copy. */
export async function sendChatMessage(text: string, file: File | null): Promise<SendResult> {
  const { roomId, selectedChatData, userId } = chatStore.getState();
  if (!roomId || !selectedChatData || !userId) return 'noRoom';
  if (file && file.size > chatAttachmentMaxBytes) return 'tooLarge';
  const clientMessageId = crypto.randomUUID();
  const bytes = file ? new Uint8Array(await file.arrayBuffer()) : null;
  const localUrl = file ? URL.createObjectURL(file) : undefined;
  const messageText = text.trim();
  unsent.set(clientMessageId, {
    roomId,
    messageText,
    receiverId: selectedChatData.participant.id,
    fileMimeType: file ? file.type || null : null,
    fileBuffer: bytes,
    fileName: file?.name ?? null,
    clientMessageId,
    // The acknowledgement brings this tab its stored copy: no second copy as newMessage.
    echo: false,
  });
  addPending({
    id: `local:${clientMessageId}`,
    roomId,
    senderId: userId,
    receiverId: selectedChatData.participant.id,
    clientMessageId,
    seq: Number.MAX_SAFE_INTEGER,
    text: messageText,
    attachment:
      file && localUrl ? { id: '', mimeType: file.type, name: file.name, size: file.size, url: localUrl } : null,
    createdAt: new Date().toISOString(),
    status: 'pending',
    localUrl,
  });
  outbox.push(clientMessageId);
  return 'sent';
}

export type StartResult = { ok: true; roomId: string } | { ok: false; reason: 'refused' | 'network' };

/** startConversation: the room with this person (found or created); a refusal comes as chatException. */
export async function startConversation(oppositeUserId: string, locale: Locale): Promise<StartResult> {
  try {
    const s = await ensureConnected(locale);
    const answer: unknown = await request(s, 'startConversation', { oppositeUserId });
    const started = startConversationRoomIdEventSchema.safeParse(answer);
    if (started.success && (answer as { ok?: boolean }).ok !== false) return { ok: true, roomId: started.data.roomId };
    return { ok: false, reason: 'refused' };
  } catch {
    return { ok: false, reason: 'network' };
  }
}
