import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { openDatabase } from '@tendero/db';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsFor, domainContext } from '../capabilities';
import { removeNodeBuilds, startChatNode } from '../test/chat-node-process';
import { testConfig } from '../test/test-app';
import { waitFor } from '../test/wait-for';

/**
 * With REDIS_URL, several app processes act as one chat. Two real processes (apps/api/src/test/
 * chat-node.ts) share one PostgreSQL database and one Redis; a message sent to process A reaches a client
 * of process B, and a session ended through process A disconnects its socket on process B.
 * Needs a PostgreSQL server (TEST_DATABASE_URL, as the database tests on CI) and Redis
 * (REDIS_TEST_URL, default redis://127.0.0.1:6379); PGlite cannot be shared by two processes.
 */
const postgres = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const secret = randomBytes(32).toString('hex');

/** The test's own accounts hash like the app processes (chat-node.ts): with Better Auth's scrypt. */
function nodeConfig() {
  const { passwordHasher: _testHasher, ...config } = testConfig({ SESSION_SECRET: secret });
  return config;
}

const nodes: { process: ChildProcess; base: string }[] = [];
const sockets: Socket[] = [];
let databaseUrl = '';
let dropDatabase: () => Promise<void> = async () => {};

const startNode = () => startChatNode({ DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, SESSION_SECRET: secret });

describe.runIf(postgres)('two app processes with the Redis adapter', () => {
  beforeAll(async () => {
    const name = `tendero_two_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = await openDatabase({ kind: 'postgres', url: postgres as string, maxConnections: 1 });
    await admin.db.execute(sql.raw(`create database ${name}`));
    const target = new URL(postgres as string);
    target.pathname = `/${name}`;
    databaseUrl = target.toString();
    dropDatabase = async () => {
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`)).catch(() => {});
      await admin.close();
    };
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl, maxConnections: 2 });
    await database.migrate();
    await database.close();
    nodes.push(await startNode(), await startNode());
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const node of nodes) {
      node.process.kill('SIGTERM');
      await new Promise((resolve) => node.process.once('exit', resolve));
    }
    await dropDatabase();
    removeNodeBuilds();
  });

  it('disconnects a socket held by process B when its session ends in process A, within a second', async () => {
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl, maxConnections: 2 });
    const config = nodeConfig();
    const accounts = createAccountsFor(domainContext(config, database), config);
    const person = await accounts.createAccount({
      email: `twoend${process.pid}@tendero.test`,
      password: 'Mocne!Haslo9',
      username: `twoend${process.pid}`,
      firstName: 'Two',
      lastName: 'Ends',
      phone: null,
      role: 'CLIENT',
      status: 'ACTIVE',
      locale: 'en',
    });
    await database.close();
    const a = nodes[0] as { base: string };
    const b = nodes[1] as { base: string };
    const signIn = await fetch(`${a.base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.base },
      body: JSON.stringify({ username: person.username, password: 'Mocne!Haslo9' }),
    });
    const token = ((await signIn.json()) as { accessToken: string }).accessToken;
    const onB = connect(`${b.base}/chat`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: { token },
    });
    sockets.push(onB);
    await new Promise<void>((resolve, reject) => {
      onB.once('connect', () => resolve());
      onB.once('connect_error', reject);
    });
    let disconnectedAt = 0;
    const answered: string[] = [];
    onB.on('disconnect', () => {
      disconnectedAt = Date.now();
    });
    onB.on('chats', () => answered.push('chats'));
    const signOut = await fetch(`${a.base}/api/auth/sign-out`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, origin: a.base },
    });
    expect(signOut.status).toBe(204);
    // Sent at once, before process B has heard of the sign-out: still not served.
    onB.emit('getChats', { language: 'en' });
    // Pushed to process B (not found at its next re-check, minutes later); the milliseconds are the machine's.
    await waitFor('process B to disconnect the socket', () => disconnectedAt > 0, { timeoutMs: 15_000 });
    expect(answered).toEqual([]);
  }, 60_000);

  it('delivers a message sent to process A to a client connected to process B', async () => {
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl, maxConnections: 2 });
    const config = nodeConfig();
    const accounts = createAccountsFor(domainContext(config, database), config);
    const make = (username: string, role: 'CLIENT' | 'SALES_REP', companyName?: string) =>
      accounts.createAccount({
        email: `${username}@tendero.test`,
        password: 'Mocne!Haslo9',
        username,
        firstName: username,
        lastName: 'Test',
        phone: null,
        role,
        status: 'ACTIVE',
        locale: 'en',
        companyName,
      });
    const client = await make(`twoclient${process.pid}`, 'CLIENT');
    const rep = await make(`tworep${process.pid}`, 'SALES_REP', 'Two Nodes sp. z o.o.');
    const a = nodes[0] as { base: string };
    const b = nodes[1] as { base: string };
    const signIn = async (base: string, username: string) => {
      const response = await fetch(`${base}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ username, password: 'Mocne!Haslo9' }),
      });
      return ((await response.json()) as { accessToken: string }).accessToken;
    };
    const open = async (base: string, token: string) => {
      const socket = connect(`${base}/chat`, { path: '/socket.io', transports: ['websocket'], auth: { token } });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    };
    const onA = await open(a.base, await signIn(a.base, client.username));
    const onB = await open(b.base, await signIn(b.base, rep.username));
    const { roomId } = (await onA.timeout(10_000).emitWithAck('startConversation', { oppositeUserId: rep.id })) as {
      roomId: string;
    };
    const arrived = new Promise<{ message: { id: string; text: string } }>((resolve) =>
      onB.once('newMessage', resolve),
    );
    const first = randomUUID();
    const ack = (await onA.timeout(10_000).emitWithAck('sendMessage', {
      roomId,
      messageText: 'Sent to process A, read on process B',
      receiverId: rep.id,
      clientMessageId: first,
    })) as { ok: boolean; message: { id: string } };
    expect(ack.ok).toBe(true);
    const delivered = await arrived;
    expect(delivered.message).toMatchObject({ id: ack.message.id, text: 'Sent to process A, read on process B' });

    // The sender reconnects to process B and sends the message again (same client id): process A, which
    // stored and delivered it, is running, so the receiver does not get it a second time.
    const received: string[] = [];
    onB.on('newMessage', ({ message }: { message: { id: string } }) => received.push(message.id));
    const clientOnB = await open(b.base, await signIn(b.base, client.username));
    const resend = (payload: Record<string, unknown>) =>
      clientOnB.timeout(10_000).emitWithAck('sendMessage', { roomId, receiverId: rep.id, ...payload }) as Promise<{
        message: { id: string };
      }>;
    const again = await resend({ messageText: 'Sent to process A, read on process B', clientMessageId: first });
    expect(again.message.id).toBe(ack.message.id);
    const marker = await resend({ messageText: 'marker', clientMessageId: randomUUID() });
    await waitFor('the marker at the receiver', () => received.includes(marker.message.id));
    expect(received).toEqual([marker.message.id]);
    // Stored by a process that is gone (it may have died between storing and delivering): a resend through
    // process A pushes it to the sockets, in every process, that were not given it (one of the rep's that
    // connected to process B since), and not again to those that were (the rep's first socket on B).
    await database.db.execute(sql`update chat_messages set stored_by = ${randomUUID()} where id = ${ack.message.id}`);
    const laterOnB = await open(b.base, await signIn(b.base, rep.username));
    const laterReceived: string[] = [];
    laterOnB.on('newMessage', ({ message }: { message: { id: string } }) => laterReceived.push(message.id));
    const resendOnA = (payload: Record<string, unknown>) =>
      onA.timeout(10_000).emitWithAck('sendMessage', { roomId, receiverId: rep.id, ...payload }) as Promise<{
        message: { id: string };
      }>;
    await resendOnA({ messageText: 'Sent to process A, read on process B', clientMessageId: first });
    await waitFor('the resend at the socket that did not have it', () => laterReceived.includes(ack.message.id));
    const second = await resendOnA({ messageText: 'second marker', clientMessageId: randomUUID() });
    await waitFor('the second marker at the receiver', () => received.includes(second.message.id));
    expect(received).toEqual([marker.message.id, second.message.id]);
    await database.close();

    // Process A dropping its sockets (a shutdown, the fault test) leaves process B's alone: the Redis
    // adapter would broadcast a plain disconnectSockets to every process.
    let droppedOnB = false;
    onB.on('disconnect', () => {
      droppedOnB = true;
    });
    const droppedOnA = new Promise<void>((resolve) => onA.once('disconnect', () => resolve()));
    (nodes[0] as { process: ChildProcess }).process.send({ command: 'disconnect-all' });
    await droppedOnA;
    expect(await onB.timeout(10_000).emitWithAck('getChats', { language: 'en' })).toEqual({ ok: true });
    expect(droppedOnB).toBe(false);
  }, 60_000);
});
