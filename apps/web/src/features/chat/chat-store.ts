import type { ChatMessage, ChatSummary } from '@tendero/contracts';
import { createStore } from 'zustand/vanilla';

/** A message as the page shows it: stored (`sent`), waiting for its acknowledgement, or given up on. */
export type ViewMessage = ChatMessage & {
  status: 'sent' | 'pending' | 'failed';
  /** A pending attachment's local preview (an object URL), until the stored one arrives. */
  localUrl?: string;
};

export type ChatView = 'list' | 'conversation';
export type ConnectionState = 'idle' | 'connecting' | 'connected' | 'offline';

/** The chat store of SPEC §3 (userId, chatList, messages, roomId, selectedChatData, currentView) and its helpers. */
export type ChatState = {
  userId: string | null;
  chatList: ChatSummary[];
  chatsLoaded: boolean;
  /** The open room's messages, oldest first. */
  messages: ViewMessage[];
  roomId: string | null;
  /** The open room's summary (its other participant), from the chat list. */
  selectedChatData: ChatSummary | null;
  /** On a phone the list and the conversation are separate screens. */
  currentView: ChatView;
  unread: { total: number; byChat: Record<string, number> };
  /** The open room could not be opened (not a participant, unknown). */
  roomMissing: boolean;
  connection: ConnectionState;
};

const initial: ChatState = {
  userId: null,
  chatList: [],
  chatsLoaded: false,
  messages: [],
  roomId: null,
  selectedChatData: null,
  currentView: 'list',
  unread: { total: 0, byChat: {} },
  roomMissing: false,
  connection: 'idle',
};

export const chatStore = createStore<ChatState>(() => ({ ...initial }));

/** SPEC §4: logout resets chat data (user id, list, messages, room, selection; view back to the list). */
export function resetChat(): void {
  chatStore.setState({ ...initial });
}

function byTime(a: ViewMessage, b: ViewMessage): number {
  // Pending messages stay last (their local time may run ahead of or behind the server's clock).
  if (a.status !== 'sent' || b.status !== 'sent') return a.status === 'sent' ? -1 : b.status === 'sent' ? 1 : 0;
  // `seq` is the conversation's commit order (two messages can share a timestamp).
  return a.seq - b.seq;
}

/**
 * Adds stored messages to what is shown: each message once (by id), and a stored message replaces its
 * pending copy (same client id), so a retry or a `newMessage` after the ack never shows twice.
 */
export function mergeMessages(current: ViewMessage[], incoming: ChatMessage[]): ViewMessage[] {
  const next = new Map<string, ViewMessage>();
  for (const message of current) next.set(message.clientMessageId || message.id, message);
  for (const message of incoming) {
    const previous = next.get(message.clientMessageId || message.id);
    if (previous?.localUrl) URL.revokeObjectURL(previous.localUrl);
    next.set(message.clientMessageId || message.id, { ...message, status: 'sent' });
  }
  return [...next.values()].sort(byTime);
}

export function setChatList(chats: ChatSummary[]): void {
  chatStore.setState((state) => ({
    chatList: chats,
    chatsLoaded: true,
    selectedChatData: state.roomId ? (chats.find((chat) => chat.id === state.roomId) ?? null) : null,
  }));
}

/** Opens a room: its messages are loaded by the socket module (openChat). */
export function selectRoom(roomId: string | null): void {
  chatStore.setState((state) =>
    state.roomId === roomId
      ? { currentView: roomId ? 'conversation' : 'list' }
      : {
          roomId,
          messages: [],
          roomMissing: false,
          currentView: roomId ? 'conversation' : 'list',
          selectedChatData: roomId ? (state.chatList.find((chat) => chat.id === roomId) ?? null) : null,
        },
  );
}

export function receiveMessages(roomId: string, messages: ChatMessage[]): void {
  chatStore.setState((state) =>
    state.roomId === roomId ? { messages: mergeMessages(state.messages, messages), roomMissing: false } : {},
  );
}

export function addPending(message: ViewMessage): void {
  chatStore.setState((state) =>
    state.roomId === message.roomId ? { messages: mergeMessages(state.messages, []).concat(message) } : {},
  );
}

export function setMessageStatus(clientMessageId: string, status: ViewMessage['status']): void {
  chatStore.setState((state) => ({
    messages: state.messages.map((message) =>
      message.clientMessageId === clientMessageId && message.status !== 'sent' ? { ...message, status } : message,
    ),
  }));
}

/**
 * A message stored in a room of the list (received, or the sender's own acknowledged copy): the room shows
 * it as its last message and moves to the top, as the server orders the list (newest first), without asking
 * for the whole list again. A message older than the room's last one (a late retry) changes nothing. False
 * when the room is not in the list yet (a conversation just started elsewhere): then the list is fetched.
 * Unread counts stay the server's (`unreadMessages`).
 */
export function noteMessageInList(message: ChatMessage): boolean {
  const { chatList, roomId } = chatStore.getState();
  const chat = chatList.find((item) => item.id === message.roomId);
  if (!chat) return false;
  if (chat.lastMessage && chat.lastMessage.createdAt > message.createdAt) return true;
  const updated: ChatSummary = {
    ...chat,
    lastMessage: {
      text: message.text,
      senderId: message.senderId,
      hasAttachment: message.attachment !== null,
      createdAt: message.createdAt,
    },
    updatedAt: message.createdAt,
  };
  chatStore.setState({
    chatList: [updated, ...chatList.filter((item) => item.id !== message.roomId)],
    ...(roomId === message.roomId ? { selectedChatData: updated } : {}),
  });
  return true;
}

/** The other side read the room: its read receipt moves on. */
export function markReadByOther(roomId: string, readAt: string): void {
  chatStore.setState((state) => {
    const chatList = state.chatList.map((chat) => (chat.id === roomId ? { ...chat, otherReadAt: readAt } : chat));
    return {
      chatList,
      selectedChatData: state.roomId ? (chatList.find((chat) => chat.id === state.roomId) ?? null) : null,
    };
  });
}

export function setUnread(unread: ChatState['unread']): void {
  chatStore.setState((state) => ({
    unread,
    chatList: state.chatList.map((chat) => ({ ...chat, unread: unread.byChat[chat.id] ?? 0 })),
  }));
}
