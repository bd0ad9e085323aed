import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@tendero/db';
import { type Accounts, createAccounts } from '@tendero/domain/accounts';
import { type Chat, createChat } from '@tendero/domain/chat';
import { createLocalStorage } from '@tendero/domain/files';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainContext } from '../app';
import { buildTestApp, openTestDatabase, signedInUser, testConfig } from '../test/test-app';
import { waitFor } from '../test/wait-for';
import { attachRealtime, type Realtime } from './realtime';

const config = testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
let database: DatabaseHandle;
let accounts: Accounts;
let chat: Chat;
let app: FastifyInstance;
let realtime: Realtime;
let uploads: string;
let base = '';
type Person = Awaited<ReturnType<typeof signedInUser>>;
const people = {} as Record<'client' | 'client2' | 'repX' | 'repX2' | 'repY' | 'managerX' | 'admin', Person>;
let suspendedId = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  uploads = mkdtempSync(join(tmpdir(), 'tendero-chat-'));
  database = await openTestDatabase();
  const ctx = domainContext(config, database);
  accounts = createAccounts(ctx, { secret: config.sessionSecret, failedSignInsPerHour: 100 });
  const storage = createLocalStorage(uploads);
  chat = createChat(ctx, { storage });
  app = await buildTestApp({ database, config, accounts, storage, chat });
  await app.listen({ port: 0, host: '127.0.0.1' });
  realtime = attachRealtime(app.server, {
    resolveToken: (token) => accounts.resolveToken(token),
    publicUrl: config.publicUrl,
    logger: app.log,
    chat,
  });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  people.client = await signedInUser(app, accounts, { role: 'CLIENT', prefix: 'chatclient', firstName: 'Anna' });
  people.client2 = await signedInUser(app, accounts, { role: 'CLIENT', prefix: 'chatclient2' });
  people.managerX = await signedInUser(app, accounts, { role: 'MANAGER', prefix: 'mx', companyName: 'X sp. z o.o.' });
  const companyX = people.managerX.user.companyId as string;
  people.repX = await signedInUser(app, accounts, { role: 'SALES_REP', prefix: 'rx', companyId: companyX });
  people.repX2 = await signedInUser(app, accounts, { role: 'SALES_REP', prefix: 'rx2', companyId: companyX });
  const managerY = await signedInUser(app, accounts, { role: 'MANAGER', prefix: 'my', companyName: 'Y S.A.' });
  people.repY = await signedInUser(app, accounts, {
    role: 'SALES_REP',
    prefix: 'ry',
    companyId: managerY.user.companyId as string,
  });
  people.admin = await signedInUser(app, accounts, { role: 'ADMIN', prefix: 'chatadmin' });
  const suspended = await accounts.createAccount({
    email: `suspended${process.pid}@tendero.test`,
    password: 'Mocne!Haslo9',
    username: `suspended${process.pid}`,
    firstName: 'Sam',
    lastName: 'Pending',
    phone: null,
    role: 'SALES_REP',
    status: 'SUSPENDED',
    locale: 'en',
    companyId: companyX,
  });
  suspendedId = suspended.id;
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  realtime.disconnectAll();
  await app.close();
  await realtime.close();
  await database.close();
  rmSync(uploads, { recursive: true, force: true });
});

async function socketOf(person: Person, locale = 'en'): Promise<Socket> {
  const socket = connect(`${base}/chat`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: { token: person.token, locale },
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Emits and waits for the first of the named server events (or a chatException). */
function request<T = unknown>(socket: Socket, event: string, payload: unknown, answer: string) {
  return new Promise<{ event: string; data: T }>((resolve) => {
    const done = (name: string) => (data: T) => {
      socket.off(answer, onAnswer);
      socket.off('chatException', onException);
      resolve({ event: name, data });
    };
    const onAnswer = done(answer);
    const onException = done('chatException');
    socket.once(answer, onAnswer);
    socket.once('chatException', onException);
    socket.emit(event, payload);
  });
}

function send(socket: Socket, payload: Record<string, unknown>) {
  return socket.timeout(15_000).emitWithAck('sendMessage', payload) as Promise<
    {
      ok: boolean;
      message?: { id: string; text: string; attachment: { url: string; mimeType: string } | null };
      code?: string;
    } & { message: unknown }
  >;
}

async function roomBetween(a: Person, b: Person): Promise<string> {
  const socket = await socketOf(a);
  const answer = await request<{ roomId: string }>(
    socket,
    'startConversation',
    { oppositeUserId: b.user.id },
    'startConversationRoomId',
  );
  expect(answer.event).toBe('startConversationRoomId');
  return answer.data.roomId;
}

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

describe('messages', () => {
  it('stores a message before acknowledging it, delivers it once, and stores a retried one only once', async () => {
    const roomId = await roomBetween(people.client, people.repX);
    const clientSocket = await socketOf(people.client);
    const repSocket = await socketOf(people.repX);
    const received: { message: { id: string; text: string } }[] = [];
    repSocket.on('newMessage', (data) => received.push(data));
    const clientMessageId = randomUUID();
    const payload = {
      roomId,
      messageText: 'Hello, is the offer still valid?',
      receiverId: people.repX.user.id,
      clientMessageId,
    };
    const first = await send(clientSocket, payload);
    expect(first).toMatchObject({ ok: true, message: { text: 'Hello, is the offer still valid?' } });
    const again = await send(clientSocket, payload);
    expect((again.message as { id: string }).id).toBe((first.message as { id: string }).id);
    // A later message on the same connection arrives after any (wrong) second delivery of the retry would.
    const marker = await send(clientSocket, { ...payload, messageText: 'marker', clientMessageId: randomUUID() });
    const markerId = (marker.message as { id: string }).id;
    await waitFor('the marker message', () => received.some((item) => item.message.id === markerId));
    expect(received.map((item) => item.message.id)).toEqual([(first.message as { id: string }).id, markerId]);
    const opened = await request<{ roomId: string; messages: { id: string }[] }>(
      repSocket,
      'openChat',
      { chatId: roomId },
      'previousMessages',
    );
    expect(opened.data.roomId).toBe(roomId);
    expect(opened.data.messages.map((message) => message.id)).toContain((first.message as { id: string }).id);
    const history = await request<{ messages: { id: string }[] }>(
      repSocket,
      'getPreviousMessages',
      { roomId },
      'previousMessages',
    );
    expect(history.data.messages.filter((message) => message.id === (first.message as { id: string }).id)).toHaveLength(
      1,
    );
  });

  it('takes the spec payload as written (SPEC §7, no client id), with an ack callback: delivered and stored once', async () => {
    const roomId = await roomBetween(people.client, people.repX);
    const clientSocket = await socketOf(people.client);
    const repSocket = await socketOf(people.repX);
    const received: { message: { id: string; text: string } }[] = [];
    repSocket.on('newMessage', (data) => received.push(data));
    const text = `Spec payload with an ack ${randomUUID()}`;
    // Byte for byte what a client written from SPEC §7 sends: no clientMessageId, no file.
    const answer = await send(clientSocket, {
      roomId,
      messageText: text,
      receiverId: people.repX.user.id,
      fileMimeType: null,
      fileBuffer: null,
    });
    expect(answer).toMatchObject({ ok: true, message: { text, clientMessageId: expect.any(String) } });
    const id = (answer.message as { id: string }).id;
    await waitFor('the rep to receive it', () => received.some((item) => item.message.id === id));
    const history = await request<{ messages: { id: string; text: string }[] }>(
      repSocket,
      'getPreviousMessages',
      { roomId },
      'previousMessages',
    );
    expect(history.data.messages.filter((message) => message.text === text)).toHaveLength(1);
  });

  it('takes the spec payload without an ack callback: both sides get newMessage, stored once', async () => {
    const roomId = await roomBetween(people.client, people.repX);
    const clientSocket = await socketOf(people.client);
    const repSocket = await socketOf(people.repX);
    const toRep: { message: { id: string; text: string } }[] = [];
    const toClient: { message: { id: string; text: string } }[] = [];
    const exceptions: unknown[] = [];
    repSocket.on('newMessage', (data) => toRep.push(data));
    clientSocket.on('newMessage', (data) => toClient.push(data));
    clientSocket.on('chatException', (data) => exceptions.push(data));
    const text = `Spec payload without an ack ${randomUUID()}`;
    clientSocket.emit('sendMessage', {
      roomId,
      messageText: text,
      receiverId: people.repX.user.id,
      fileMimeType: null,
      fileBuffer: null,
    });
    const mine = await waitFor('the sender to get its own message', () =>
      exceptions.length > 0 ? exceptions : toClient.find((item) => item.message.text === text),
    );
    expect(exceptions).toEqual([]);
    await waitFor('the rep to receive it', () => toRep.some((item) => item.message.text === text));
    const history = await request<{ messages: { id: string; text: string }[] }>(
      repSocket,
      'getPreviousMessages',
      { roomId },
      'previousMessages',
    );
    expect(history.data.messages.filter((message) => message.text === text).map((message) => message.id)).toEqual([
      (mine as { message: { id: string } }).message.id,
    ]);
  });

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

describe('attachments', () => {
  it('takes an image up to 10,000,000 bytes, served only to participants; refuses oversize and disguised files', async () => {
    const roomId = await roomBetween(people.client, people.repX);
    const socket = await socketOf(people.client);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const sent = await send(socket, {
      roomId,
      messageText: '',
      receiverId: people.repX.user.id,
      clientMessageId: randomUUID(),
      fileMimeType: 'image/png',
      fileBuffer: png,
      fileName: 'plan.png',
    });
    expect(sent).toMatchObject({ ok: true, message: { attachment: { mimeType: 'image/png' } } });
    const url = (sent.message as { attachment: { url: string } }).attachment.url;
    const asRep = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${people.repX.token}` } });
    expect(asRep.status).toBe(200);
    expect(asRep.headers.get('content-type')).toBe('image/png');
    for (const outsider of [people.managerX, people.repY]) {
      const denied = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${outsider.token}` } });
      expect(denied.status).toBe(404);
    }
    expect((await fetch(`${base}${url}`)).status).toBe(401);
    expect((await fetch(`${base}/files/chat/${roomId}/x`)).status).toBe(404);

    const oversize = Buffer.concat([png, Buffer.alloc(10_000_001 - png.length)]);
    const big = await send(socket, {
      roomId,
      messageText: '',
      receiverId: people.repX.user.id,
      clientMessageId: randomUUID(),
      fileMimeType: 'image/png',
      fileBuffer: oversize,
    });
    expect(big).toMatchObject({ ok: false, code: 'FILE_TOO_LARGE', message: 'The attachment is too large' });
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 0x90)]);
    const disguised = await send(socket, {
      roomId,
      messageText: 'holiday.png',
      receiverId: people.repX.user.id,
      clientMessageId: randomUUID(),
      fileMimeType: 'image/png',
      fileBuffer: exe,
      fileName: 'holiday.png',
    });
    expect(disguised).toMatchObject({ ok: false, message: 'Send images, PDF or office documents only' });
  });
});

describe('offline e-mail', () => {
  it('e-mails a receiver who has not read a message 15 minutes on and is not connected, at most once an hour', async () => {
    const { createChatOfflineMailHandler } = await import('@tendero/domain/chat');
    const { listMailbox } = await import('@tendero/domain/notifications');
    const roomId = await roomBetween(people.client2, people.repX2);
    const socket = await socketOf(people.repX2);
    const message = (text: string) =>
      send(socket, { roomId, messageText: text, receiverId: people.client2.user.id, clientMessageId: randomUUID() });
    await message('Are you free for a call on Friday?');
    await message('Or Monday?');
    let online = true;
    let minutes = 0;
    const clock = { now: () => new Date(Date.now() + minutes * 60_000) };
    const scan = createChatOfflineMailHandler(domainContext(config, database, clock), {
      isOnline: async () => online,
      reschedule: false,
    });
    const mails = async () =>
      (await listMailbox(database.db, 500)).filter(
        (mail) => mail.to === people.client2.user.email && mail.subject.includes('sent you a message'),
      );
    minutes = 5;
    await scan({}, {} as never);
    expect(await mails()).toHaveLength(0); // not 15 minutes yet
    minutes = 16;
    await scan({}, {} as never);
    expect(await mails()).toHaveLength(0); // connected: looked at again later
    online = false;
    minutes = 32;
    await scan({}, {} as never);
    await scan({}, {} as never);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain('Or Monday?');
    expect(sent[0]?.text).toContain(`/chat/${roomId}`);
    await message('Tuesday works too.');
    minutes = 50;
    await scan({}, {} as never);
    expect(await mails()).toHaveLength(1); // within the hour of the last e-mail
  });
});
