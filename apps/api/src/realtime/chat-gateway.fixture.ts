import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@tendero/db';
import { type Accounts, createAccounts } from '@tendero/domain/accounts';
import { type Chat, createChat } from '@tendero/domain/chat';
import { createLocalStorage } from '@tendero/domain/files';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect } from 'vitest';
import { domainContext } from '../capabilities';
import { buildTestApp, openTestDatabase, signedInUser, testConfig } from '../test/test-app';
import { testPasswordHasher } from '../test/test-password-hasher';
import { attachRealtime, type Realtime } from './realtime';

export const config = testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
export let database: DatabaseHandle;
export let accounts: Accounts;
export let chat: Chat;
export let app: FastifyInstance;
export let realtime: Realtime;
export let uploads: string;
export let base = '';
export type Person = Awaited<ReturnType<typeof signedInUser>>;
export const people = {} as Record<'client' | 'client2' | 'repX' | 'repX2' | 'repY' | 'managerX' | 'admin', Person>;
export let suspendedId = '';
export const sockets: Socket[] = [];

beforeAll(async () => {
  uploads = mkdtempSync(join(tmpdir(), 'tendero-chat-'));
  database = await openTestDatabase();
  const ctx = domainContext(config, database);
  accounts = createAccounts(ctx, {
    passwordHasher: testPasswordHasher,
    secret: config.sessionSecret,
    failedSignInsPerHour: 100,
  });
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

export async function socketOf(person: Person, locale = 'en'): Promise<Socket> {
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
export function request<T = unknown>(socket: Socket, event: string, payload: unknown, answer: string) {
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

export function send(socket: Socket, payload: Record<string, unknown>) {
  return socket.timeout(15_000).emitWithAck('sendMessage', payload) as Promise<
    {
      ok: boolean;
      message?: { id: string; seq: number; text: string; attachment: { url: string; mimeType: string } | null };
      code?: string;
    } & { message: unknown }
  >;
}

export async function roomBetween(a: Person, b: Person): Promise<string> {
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
