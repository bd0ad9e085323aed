import type { ChatMessage, ChatSummary } from '@tendero/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { chatStore, noteMessageInList, resetChat, selectRoom, setChatList } from './chat-store';

function summary(id: string, createdAt: string | null): ChatSummary {
  return {
    id,
    participant: { id: `person-${id}`, name: `Person ${id}`, image: null, role: 'CLIENT', company: null },
    lastMessage: createdAt
      ? { text: `last of ${id}`, senderId: `person-${id}`, hasAttachment: false, createdAt }
      : null,
    unread: 2,
    otherReadAt: null,
    updatedAt: createdAt ?? '2026-11-01T08:00:00.000Z',
  };
}

function message(roomId: string, createdAt: string, text = 'Dzień dobry'): ChatMessage {
  return {
    id: `m-${roomId}-${createdAt}`,
    roomId,
    senderId: 'me',
    receiverId: `person-${roomId}`,
    clientMessageId: `c-${roomId}-${createdAt}`,
    seq: 7,
    text,
    attachment: null,
    createdAt,
  };
}

describe('a stored message moves its room in the chat list', () => {
  beforeEach(() => {
    resetChat();
    setChatList([
      summary('a', '2026-11-27T10:00:00.000Z'),
      summary('b', '2026-11-27T09:00:00.000Z'),
      summary('c', null),
    ]);
  });

  it('shows it as the room’s last message and puts the room first, keeping its unread count', () => {
    expect(noteMessageInList(message('c', '2026-11-27T11:00:00.000Z', 'Oferta w załączniku'))).toBe(true);
    const { chatList } = chatStore.getState();
    expect(chatList.map((chat) => chat.id)).toEqual(['c', 'a', 'b']);
    expect(chatList[0]).toMatchObject({
      lastMessage: { text: 'Oferta w załączniku', senderId: 'me', hasAttachment: false },
      updatedAt: '2026-11-27T11:00:00.000Z',
      unread: 2,
    });
  });

  it('updates the open room’s header data too', () => {
    selectRoom('b');
    noteMessageInList(message('b', '2026-11-27T11:30:00.000Z', 'Do jutra'));
    expect(chatStore.getState().selectedChatData?.lastMessage?.text).toBe('Do jutra');
  });

  it('leaves the list alone for a message older than the room’s last one (a late retry)', () => {
    const before = chatStore.getState().chatList;
    expect(noteMessageInList(message('b', '2026-11-27T08:00:00.000Z'))).toBe(true);
    expect(chatStore.getState().chatList).toBe(before);
  });

  it('answers false for a room the list does not have yet, so the list is fetched', () => {
    expect(noteMessageInList(message('new', '2026-11-27T12:00:00.000Z'))).toBe(false);
    expect(chatStore.getState().chatList.map((chat) => chat.id)).toEqual(['a', 'b', 'c']);
  });
});
