import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { Server } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../test/wait-for';
import { registerChatGateway } from './chat-gateway';
import {
  app,
  base,
  chat,
  database,
  people,
  request,
  roomBetween,
  send,
  socketOf,
  sockets,
} from './chat-gateway.fixture';

/** Sending: stored before the ack, once per client id, delivered once; resends of a process that is gone. */
describe('messages', () => {
  it('stores a message before acknowledging it, and a retried one only once, delivered once', async () => {
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
    // A later message on the same connection arrives after the retry's delivery.
    const marker = await send(clientSocket, { ...payload, messageText: 'marker', clientMessageId: randomUUID() });
    const markerId = (marker.message as { id: string }).id;
    // The retry took no number: the conversation's numbers have no hole for a reconnecting client to wait on.
    expect(marker.message?.seq).toBe((first.message?.seq ?? 0) + 1);
    await waitFor('the marker message', () => received.some((item) => item.message.id === markerId));
    // The process that stored it delivered it and is running: the retry does not reach the receiver again.
    const firstId = (first.message as { id: string }).id;
    expect(received.map((item) => item.message.id)).toEqual([firstId, markerId]);
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

  it('delivers on retry a message stored by a process that died before delivering it', async () => {
    const roomId = await roomBetween(people.client, people.repX);
    const repSocket = await socketOf(people.repX);
    const received: { message: { id: string } }[] = [];
    repSocket.on('newMessage', (data) => received.push(data));
    const payload = {
      roomId,
      messageText: 'Stored, then the process was killed',
      receiverId: people.repX.user.id,
      clientMessageId: randomUUID(),
    };
    // What the killed process did: stored it (under its own name), and neither acknowledged nor delivered it.
    const { message: stored } = await chat.send(
      { userId: people.client.user.id, role: 'CLIENT', companyId: null },
      { ...payload, fileMimeType: null, fileBuffer: null, fileName: null },
      { sessionToken: people.client.token, storedBy: randomUUID() },
    );
    // The sender never got the ack, so it sends again with the same client id (here, to another process).
    const answer = await send(await socketOf(people.client), payload);
    expect((answer.message as { id: string }).id).toBe(stored.id);
    await waitFor('the retried message at the receiver', () => received.some((item) => item.message.id === stored.id));
  });

  it('pushes a resend of a message stored by a process that is gone only to sockets not given it yet (SPEC §7 client)', async () => {
    const roomId = await roomBetween(people.client, people.repX2);
    // A client written from the spec alone: the Authorization header, openChat, and newMessage as it comes.
    const specClient = async (fetches: boolean) => {
      const socket = connect(`${base}/chat`, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: { authorization: `Bearer ${people.repX2.token}` },
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const pushed: string[] = [];
      socket.on('newMessage', ({ message }: { message: { id: string } }) => pushed.push(message.id));
      if (fetches) await request(socket, 'openChat', { chatId: roomId }, 'previousMessages');
      return pushed;
    };
    const connectedThrough = await specClient(true);
    const payload = {
      roomId,
      messageText: 'Delivered, then its process was killed before the ack',
      receiverId: people.repX2.user.id,
      clientMessageId: randomUUID(),
    };
    const first = (await send(await socketOf(people.client), payload)).message as { id: string };
    await waitFor('the first delivery', () => connectedThrough.includes(first.id));
    // The process that stored and delivered it is gone (killed before its ack reached the sender).
    await database.db.execute(sql`update chat_messages set stored_by = ${randomUUID()} where id = ${first.id}`);
    // After the restart: one socket fetched the conversation, one connected and fetched nothing yet.
    const fetchedAfter = await specClient(true);
    const connectedAfter = await specClient(false);
    // The sender had no ack, so it sends again with the same client id (to the restarted process).
    const resent = await socketOf(people.client);
    expect(((await send(resent, payload)).message as { id: string }).id).toBe(first.id);
    const marker = (await send(resent, { ...payload, messageText: 'marker', clientMessageId: randomUUID() }))
      .message as { id: string };
    await waitFor('the marker at every socket', () =>
      [connectedThrough, fetchedAfter, connectedAfter].every((pushed) => pushed.includes(marker.id)),
    );
    // Each socket was given the message once: the resend reaches only the one that did not have it.
    expect(connectedThrough).toEqual([first.id, marker.id]);
    expect(fetchedAfter).toEqual([marker.id]);
    expect(connectedAfter).toEqual([first.id, marker.id]);
  });

  it('delivers a message before acknowledging it (a process killed after an ack has sent it on)', async () => {
    const roomId = await roomBetween(people.client, people.repX);
    const clientSocket = await socketOf(people.client);
    // One connection keeps its order: the sender's own copy comes before the ack.
    const order: string[] = [];
    clientSocket.on('newMessage', () => order.push('newMessage'));
    await new Promise<void>((resolve) => {
      clientSocket.emit(
        'sendMessage',
        { roomId, messageText: 'Delivered first', receiverId: people.repX.user.id, clientMessageId: randomUUID() },
        () => {
          order.push('ack');
          resolve();
        },
      );
    });
    expect(order).toEqual(['newMessage', 'ack']);
  });

  it('with echo false, gives the sending socket its copy in the ack only; its other socket and the receiver get newMessage', async () => {
    const roomId = await roomBetween(people.client, people.repX);
    const sending = await socketOf(people.client);
    const otherTab = await socketOf(people.client);
    const repSocket = await socketOf(people.repX);
    const seen = { sending: [] as string[], otherTab: [] as string[], rep: [] as string[] };
    sending.on('newMessage', ({ message }) => seen.sending.push(message.id));
    otherTab.on('newMessage', ({ message }) => seen.otherTab.push(message.id));
    repSocket.on('newMessage', ({ message }) => seen.rep.push(message.id));
    const payload = { roomId, receiverId: people.repX.user.id, echo: false };
    const answer = await send(sending, { ...payload, messageText: 'In the ack only', clientMessageId: randomUUID() });
    const id = (answer.message as { id: string }).id;
    // A newMessage to this socket would have been written before the ack (one connection keeps its order).
    expect(seen.sending).toEqual([]);
    await waitFor('the other tab and the receiver', () => seen.otherTab.includes(id) && seen.rep.includes(id));
    // Without an ack callback the flag is ignored: the spec's way to learn of one's own message stays.
    sending.emit('sendMessage', { ...payload, messageText: 'No ack, so pushed', clientMessageId: randomUUID() });
    await waitFor('the own copy without an ack', () => seen.sending.length === 1);
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
});

describe('a process that others cannot see yet', () => {
  it('stores nothing before its presence is confirmed: a retry elsewhere would deliver it again', async () => {
    const roomId = await roomBetween(people.client, people.repX);
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const io = new Server(server, { path: '/socket.io' });
    const namespace = io.of('/chat');
    namespace.use((socket, next) => {
      socket.data.session = { userId: people.client.user.id, role: 'CLIENT' };
      next();
    });
    // Redis's confirmation, held by the test; `asked` counts who waits for it.
    let confirm = () => {};
    const confirmed = new Promise<void>((resolve) => {
      confirm = resolve;
    });
    let asked = 0;
    const present: PromiseLike<void> = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable that counts who waits for the confirmation
      then: (onConfirmed, onFailed) => {
        asked++;
        return confirmed.then(onConfirmed, onFailed);
      },
    };
    registerChatGateway(
      namespace,
      chat,
      app.log,
      { tokenOf: () => people.client.token, checkSession: async () => true },
      { processId: randomUUID(), alive: async () => true, present },
    );
    const socket = connect(`http://127.0.0.1:${(server.address() as AddressInfo).port}/chat`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const text = `before presence ${randomUUID()}`;
      const acked = socket.timeout(15_000).emitWithAck('sendMessage', {
        roomId,
        messageText: text,
        receiverId: people.repX.user.id,
        clientMessageId: randomUUID(),
      }) as Promise<{ ok: boolean; message: { text: string } }>;
      // The registration asked once; the send is the second to wait.
      await waitFor('the send to wait for the presence', () => asked >= 2);
      const session = { userId: people.client.user.id, role: 'CLIENT' as const };
      expect((await chat.messages(session, roomId)).map((message) => message.text)).not.toContain(text);
      confirm();
      expect(await acked).toMatchObject({ ok: true, message: { text } });
      expect((await chat.messages(session, roomId)).map((message) => message.text)).toContain(text);
    } finally {
      socket.close();
      await new Promise<void>((resolve) => io.close(() => resolve()));
    }
  });
});
