import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { people, request, roomBetween, send, socketOf, suspendedId } from './chat-gateway.fixture';

describe('who may talk', () => {
  it('lets a client and any sales rep start a conversation, either way, and it is one conversation', async () => {
    const first = await roomBetween(people.client, people.repX);
    const back = await roomBetween(people.repX, people.client);
    expect(back).toBe(first);
    expect(await roomBetween(people.client, people.repY)).not.toBe(first);
    expect(await roomBetween(people.managerX, people.repX)).toEqual(expect.any(String));
  });

  it.each([
    ['client', 'client2'],
    ['repX', 'repY'],
    ['managerX', 'client'],
    ['managerX', 'repY'],
    ['client', 'admin'],
    ['admin', 'repX'],
  ] as const)('refuses %s with %s, in the socket language', async (from, to) => {
    const socket = await socketOf(people[from], 'pl');
    const answer = await request<{ message: string }>(
      socket,
      'startConversation',
      { oppositeUserId: people[to].user.id },
      'startConversationRoomId',
    );
    expect(answer).toEqual({
      event: 'chatException',
      data: { code: 'FORBIDDEN', message: 'Nie możesz rozpocząć rozmowy z tą osobą' },
    });
  });

  it('refuses a suspended account as the other side', async () => {
    const socket = await socketOf(people.client);
    const answer = await request<{ message: string }>(
      socket,
      'startConversation',
      { oppositeUserId: suspendedId },
      'startConversationRoomId',
    );
    expect(answer.data.message).toBe('This account cannot send or receive messages');
  });
});

describe('what a participant reads', () => {
  it('answers a bad payload with a translated chatException and stores nothing', async () => {
    const socket = await socketOf(people.client);
    const answer = await send(socket, {
      messageText: 'no room',
      receiverId: people.repX.user.id,
      clientMessageId: randomUUID(),
    });
    expect(answer).toMatchObject({ ok: false, code: 'VALIDATION_ERROR', message: 'This conversation does not exist' });
    const empty = await send(socket, {
      roomId: randomUUID(),
      messageText: '',
      receiverId: 'x',
      clientMessageId: randomUUID(),
    });
    expect(empty).toMatchObject({ ok: false, message: 'Write a message or attach a file' });
  });

  it('shows a conversation only to its participants: not another company’s rep, not the rep’s manager', async () => {
    const roomId = await roomBetween(people.client, people.repX);
    for (const outsider of [people.repY, people.managerX, people.repX2, people.admin]) {
      const socket = await socketOf(outsider);
      const answer = await request(socket, 'getPreviousMessages', { roomId }, 'previousMessages');
      expect(answer.event).toBe('chatException');
      const sent = await send(socket, {
        roomId,
        messageText: 'hi',
        receiverId: people.client.user.id,
        clientMessageId: randomUUID(),
      });
      expect(sent.ok).toBe(false);
    }
  });

  it('keeps unread counts, marks read, and tells the sender it was read; gives only what came after a message', async () => {
    const roomId = await roomBetween(people.client2, people.repY);
    const clientSocket = await socketOf(people.client2);
    const repSocket = await socketOf(people.repY);
    const one = await send(repSocket, {
      roomId,
      messageText: 'Good morning!',
      receiverId: people.client2.user.id,
      clientMessageId: randomUUID(),
    });
    await send(repSocket, {
      roomId,
      messageText: 'Our offer is attached.',
      receiverId: people.client2.user.id,
      clientMessageId: randomUUID(),
    });
    const unread = await request<{ total: number; byChat: Record<string, number> }>(
      clientSocket,
      'getUnreadMessages',
      {},
      'unreadMessages',
    );
    expect(unread.data).toEqual({ total: 2, byChat: { [roomId]: 2 } });
    const chats = await request<{
      chats: { id: string; unread: number; participant: { id: string }; lastMessage: { text: string } }[];
    }>(clientSocket, 'getChats', { language: 'en' }, 'chats');
    expect(chats.data.chats[0]).toMatchObject({
      id: roomId,
      unread: 2,
      participant: { id: people.repY.user.id },
      lastMessage: { text: 'Our offer is attached.' },
    });
    const later = await request<{ messages: { text: string }[] }>(
      clientSocket,
      'getPreviousMessages',
      { roomId, afterId: (one.message as { id: string }).id },
      'previousMessages',
    );
    expect(later.data.messages.map((message) => message.text)).toEqual(['Our offer is attached.']);
    const read = new Promise<{ roomId: string; readerId: string }>((resolve) =>
      repSocket.once('messagesRead', resolve),
    );
    const after = await request<{ total: number }>(clientSocket, 'readMessages', { roomId }, 'unreadMessages');
    expect(after.data.total).toBe(0);
    expect(await read).toMatchObject({ roomId, readerId: people.client2.user.id });
  });
});
