import type { Session } from '../accounts/index';
import { bindOperation as bind } from '../shared/bind-operation';
import type { DomainContext } from '../shared/context';
import { createBatcher } from './chat.batcher';
import { createRoomCache } from './chat.rooms';
import type { ChatContext, ChatDeps } from './chat-context';
import { insertMessages, type MessageToStore } from './message-batch.repository';
import { countUnread } from './operations/count-unread';
import { listChats } from './operations/list-chats';
import { listMessages } from './operations/list-messages';
import { markRead } from './operations/mark-read';
import { mayChat } from './operations/may-chat';
import { openConversation } from './operations/open-conversation';
import { readAttachment } from './operations/read-attachment';
import { readMessageText } from './operations/read-message-text';
import { type SendOptions, sendMessage } from './operations/send-message';
import { startConversation } from './operations/start-conversation';
import { roomsOf } from './participants.repository';

/**
 * Chat: conversations between two people who may talk (chat.policy.ts), messages stored before
 * they are acknowledged and idempotent per sender and client id, read state, and attachments only the
 * participants can fetch. Transport (socket.io) lives in the API; this is the same for every process.
 * Each operation is one file in operations/; this face makes the process's state (the rooms it keeps,
 * the batch writer) once and binds the operations to it.
 */
export function createChat(domain: DomainContext, deps: ChatDeps) {
  /** The rooms not kept yet are read together, like the messages are stored. */
  const roomReader = createBatcher((chatIds: string[]) => roomsOf(domain.db, chatIds));
  const ctx: ChatContext = {
    ...domain,
    storage: deps.storage,
    onContactWork: deps.onContactWork,
    /** The two people of each conversation, kept per process (checked again when a message is stored). */
    rooms: createRoomCache((chatId) => roomReader.add(chatId)),
    /** Messages arriving together are stored together: one statement per batch, each acknowledged after it. */
    writer: createBatcher((messages: MessageToStore[]) => insertMessages(domain.db, messages), deps.batching),
    allowed: new WeakMap(),
  };
  return {
    start: bind(ctx, startConversation),
    open: bind(ctx, openConversation),
    chats: bind(ctx, listChats),
    messages: bind(ctx, listMessages),
    // The hot path: bound by hand, so a message costs no rest array on the way in.
    send: (session: Session, input: Parameters<typeof sendMessage>[2], options?: SendOptions) =>
      sendMessage(ctx, session, input, options),
    unread: bind(ctx, countUnread),
    read: bind(ctx, markRead),
    messageText: bind(ctx, readMessageText),
    attachment: bind(ctx, readAttachment),
    mayChat: bind(ctx, mayChat),
  };
}
export type Chat = ReturnType<typeof createChat>;
