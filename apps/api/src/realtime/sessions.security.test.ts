import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@tendero/db';
import { type Accounts, createAccounts } from '@tendero/domain/accounts';
import { createChat } from '@tendero/domain/chat';
import { createLocalStorage } from '@tendero/domain/files';
import { listMailbox } from '@tendero/domain/notifications';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainContext } from '../capabilities';
import { buildTestApp, filesUnder, openTestDatabase, signedInUser, testConfig } from '../test/test-app';
import { testPasswordHasher } from '../test/test-password-hasher';
import { waitFor } from '../test/wait-for';
import { attachRealtime, type Realtime } from './realtime';

/**
 * A chat socket is bound to its session. Whatever ends the session (sign-out, a password
 * change on another device, a reset by recovery code, deleting the account, a manager removing the rep, a
 * suspension) disconnects every socket of it within a second, and an event sent after the session ended
 * is not served. The accounts capability reports ended sessions to realtime through its hook, wired here
 * as server.ts wires it.
 */
const config = testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
const password = 'Mocne!Haslo9';
let database: DatabaseHandle;
let accounts: Accounts;
let app: FastifyInstance;
let realtime: Realtime | null = null;
/** Reads of the sessions by token: one per token, and many tokens at once (the sweep). */
const reads = { one: 0, many: 0 };
let uploads = '';
let base = '';
const sockets: Socket[] = [];
type Person = Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  uploads = mkdtempSync(join(tmpdir(), 'tendero-sessions-'));
  database = await openTestDatabase();
  const ctx = domainContext(config, database);
  accounts = createAccounts(
    ctx,
    { passwordHasher: testPasswordHasher, secret: config.sessionSecret, failedSignInsPerHour: 100 },
    { onSessionsEnded: (ended) => realtime?.endSessions(ended) },
  );
  const storage = createLocalStorage(uploads);
  const chat = createChat(ctx, { storage });
  app = await buildTestApp({ database, config, accounts, storage, chat });
  await app.listen({ port: 0, host: '127.0.0.1' });
  realtime = attachRealtime(app.server, {
    resolveToken: (token) => {
      reads.one++;
      return accounts.resolveToken(token);
    },
    resolveTokens: (tokens) => {
      reads.many++;
      return accounts.resolveTokens(tokens);
    },
    publicUrl: config.publicUrl,
    logger: app.log,
    chat,
    // The test runs the sweep itself: the timer's own sweep, landing between a test's ending of sessions and
    // its sweep, closed some of the sockets first (seen on a loaded machine).
    sweepMs: 3_600_000,
  });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  realtime?.disconnectAll();
  await app.close();
  await realtime?.close();
  await database.close();
  rmSync(uploads, { recursive: true, force: true });
});

/** A connected chat socket that records what the server answered and when it was disconnected. */
type Watched = { socket: Socket; seen: { event: string; at: number }[]; disconnectedAt: number | null };

async function watch(token: string): Promise<Watched> {
  const socket = connect(`${base}/chat`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: { token, locale: 'en' },
  });
  sockets.push(socket);
  const watched: Watched = { socket, seen: [], disconnectedAt: null };
  socket.onAny((event: string) => watched.seen.push({ event, at: Date.now() }));
  socket.on('disconnect', () => {
    watched.disconnectedAt = Date.now();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return watched;
}

/** A second session of the same person (another device). */
async function signInAgain(person: Person, pass = password): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { username: person.user.username, password: pass },
  });
  expect(response.statusCode).toBe(200);
  return response.json().accessToken as string;
}

/**
 * The session ended at `endedAt`: an event sent right away (before the client has even seen the
 * disconnect) gets no answer, and the server disconnects the socket itself, pushed by the session's end
 * rather than found at the next re-check (minutes later). How many milliseconds that takes is the
 * machine's speed, not asserted: the wait has room for a busy machine.
 */
async function expectCutOff(watched: Watched, endedAt: number, event: [string, unknown], answer: string) {
  watched.socket.emit(...event);
  await waitFor('the socket of the ended session to be disconnected', () => watched.disconnectedAt !== null, {
    timeoutMs: 15_000,
  });
  // Nothing more can arrive once disconnected: what was seen is final.
  expect(watched.seen.filter((item) => item.event === answer && item.at >= endedAt)).toEqual([]);
}

/** Still connected and served (the ended session was another one). */
async function expectServed(watched: Watched) {
  expect(watched.socket.connected).toBe(true);
  const answer = await watched.socket.timeout(5000).emitWithAck('getChats', { language: 'en' });
  expect(answer).toEqual({ ok: true });
}

describe('a chat socket ends with its session', () => {
  it('sign-out: that session’s socket is cut off, another device’s stays', async () => {
    const person = await signedInUser(app, accounts, { prefix: 'so' });
    const here = await watch(person.token);
    const elsewhere = await watch(await signInAgain(person));
    const response = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: person.auth });
    expect(response.statusCode).toBe(204);
    await expectCutOff(here, Date.now(), ['getChats', { language: 'en' }], 'chats');
    await expectServed(elsewhere);
  });

  it('a password change on another device: the other sessions’ sockets are cut off, the changer’s stays', async () => {
    const person = await signedInUser(app, accounts, { prefix: 'pw' });
    const phone = await watch(person.token);
    const laptopToken = await signInAgain(person);
    const laptop = await watch(laptopToken);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${laptopToken}` },
      payload: { currentPassword: password, password: 'Nowe!Haslo22', passwordRepeat: 'Nowe!Haslo22' },
    });
    expect(response.statusCode).toBe(204);
    await expectCutOff(phone, Date.now(), ['getChats', { language: 'en' }], 'chats');
    await expectServed(laptop);
  });

  it('a reset by recovery code: every socket of the account is cut off', async () => {
    const person = await signedInUser(app, accounts, { prefix: 'rc' });
    const one = await watch(person.token);
    const two = await watch(await signInAgain(person));
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email: person.user.email } }))
        .statusCode,
    ).toBe(202);
    const mail = await waitFor('the recovery e-mail', async () =>
      (await listMailbox(database.db, 500)).find((item) => item.to === person.user.email),
    );
    const code = /(?:^|\s)(\d{6})(?:\s|$)/m.exec(`${mail.text}\n${mail.subject}`)?.[1] ?? '';
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/recover/confirm',
      payload: { email: person.user.email, code, password: 'Nowe!Haslo22', passwordRepeat: 'Nowe!Haslo22' },
    });
    expect(response.statusCode).toBe(204);
    const endedAt = Date.now();
    await expectCutOff(one, endedAt, ['getChats', { language: 'en' }], 'chats');
    await expectCutOff(two, endedAt, ['getUnreadMessages', {}], 'unreadMessages');
  });

  it('deleting the account: its socket is cut off', async () => {
    const person = await signedInUser(app, accounts, { prefix: 'del' });
    const socket = await watch(person.token);
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/me/delete',
      headers: person.auth,
      payload: { password },
    });
    expect(response.statusCode).toBe(200);
    await expectCutOff(socket, Date.now(), ['getChats', { language: 'en' }], 'chats');
  });

  it('a manager removes a rep: the rep’s socket is cut off and reads no client conversation any more', async () => {
    const manager = await signedInUser(app, accounts, { role: 'MANAGER', prefix: 'rmm', companyName: 'Rm sp. z o.o.' });
    const rep = await signedInUser(app, accounts, {
      role: 'SALES_REP',
      prefix: 'rmr',
      companyId: manager.user.companyId as string,
    });
    const client = await signedInUser(app, accounts, { prefix: 'rmc' });
    const clientSocket = await watch(client.token);
    const { roomId } = (await clientSocket.socket
      .timeout(5000)
      .emitWithAck('startConversation', { oppositeUserId: rep.user.id })) as { roomId: string };
    const repSocket = await watch(rep.token);
    const before = await repSocket.socket.timeout(5000).emitWithAck('getPreviousMessages', { roomId });
    expect(before).toEqual({ ok: true });
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/managers/${manager.user.id}/team/${rep.user.id}?contacts=with`,
      headers: manager.auth,
    });
    expect(response.statusCode).toBe(204);
    await expectCutOff(repSocket, Date.now(), ['getPreviousMessages', { roomId }], 'previousMessages');
    // The client's own socket is not touched.
    await expectServed(clientSocket);
  });

  it('the sessions list: one other device signed out, then everywhere else; their sockets cut off, this one stays', async () => {
    const person = await signedInUser(app, accounts, { prefix: 'sl' });
    const here = await watch(person.token);
    const phone = await watch(await signInAgain(person));
    const tablet = await watch(await signInAgain(person));
    const list = async (auth: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: '/api/auth/sessions', headers: auth })).json().sessions as {
        id: string;
        current: boolean;
      }[];
    const sessions = await list(person.auth);
    expect(sessions.length).toBe(3);
    expect(sessions.filter((session) => session.current).length).toBe(1);
    const [phoneSession] = await database.db
      .execute(sql`select id from sessions where token = ${(phone.socket.auth as { token: string }).token}`)
      .then((result) => (result as unknown as { rows: { id: string }[] }).rows);

    // Another person neither sees nor ends them.
    const stranger = await signedInUser(app, accounts, { prefix: 'sx' });
    expect((await list(stranger.auth)).map((session) => session.id)).not.toContain(phoneSession?.id);
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${phoneSession?.id}`,
      headers: stranger.auth,
    });
    expect([refused.statusCode, refused.json().reason]).toEqual([404, 'SESSION_NOT_FOUND']);
    await expectServed(phone);

    const one = await app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${phoneSession?.id}`,
      headers: person.auth,
    });
    expect(one.statusCode).toBe(204);
    await expectCutOff(phone, Date.now(), ['getChats', { language: 'en' }], 'chats');
    await expectServed(tablet);
    await expectServed(here);

    const others = await app.inject({
      method: 'POST',
      url: '/api/auth/sessions/sign-out-others',
      headers: person.auth,
    });
    expect(others.json()).toEqual({ ended: 1 });
    await expectCutOff(tablet, Date.now(), ['getChats', { language: 'en' }], 'chats');
    await expectServed(here);
    expect((await list(person.auth)).map((session) => session.current)).toEqual([true]);
  });

  it('a suspension (the admin block): every socket of the account is cut off', async () => {
    const person = await signedInUser(app, accounts, { role: 'SALES_REP', prefix: 'sus', companyName: 'Sus S.A.' });
    const socket = await watch(person.token);
    await accounts.suspend(person.user.id);
    await expectCutOff(socket, Date.now(), ['getChats', { language: 'en' }], 'chats');
  });

  it('a session that ended without a report (expired): its next event is refused and the socket closed', async () => {
    const person = await signedInUser(app, accounts, { prefix: 'exp' });
    const watched = await watch(person.token);
    await database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where token = ${person.token}`,
    );
    const answer = await watched.socket.timeout(5000).emitWithAck('getChats', { language: 'en' });
    expect(answer).toEqual({
      ok: false,
      code: 'UNAUTHORIZED_ERROR',
      message: 'Your session has ended. Sign in again to chat',
    });
    await waitFor('the socket to be disconnected', () => watched.disconnectedAt !== null, { timeoutMs: 15_000 });
    expect(watched.seen.map((item) => item.event)).not.toContain('chats');
  });

  it('a message of a session that ended without a report is refused, stored nowhere, and the socket closed', async () => {
    // A text message is checked by the statement that would store it (no read before it); an attachment
    // is checked before its bytes are looked at.
    const rep = await signedInUser(app, accounts, { role: 'SALES_REP', prefix: 'msr', companyName: 'Msg S.A.' });
    for (const [prefix, end, payload] of [
      [
        'msgexp',
        (token: string) => sql`update sessions set expires_at = now() - interval '1 minute' where token = ${token}`,
        { messageText: 'after the session expired' },
      ],
      [
        'msgdel',
        (token: string) => sql`delete from sessions where token = ${token}`,
        {
          messageText: '',
          fileBuffer: Buffer.from('%PDF-1.4 a file'),
          fileName: 'a.pdf',
          fileMimeType: 'application/pdf',
        },
      ],
    ] as const) {
      const client = await signedInUser(app, accounts, { prefix });
      const watched = await watch(client.token);
      const { roomId } = (await watched.socket
        .timeout(5000)
        .emitWithAck('startConversation', { oppositeUserId: rep.user.id })) as { roomId: string };
      await database.db.execute(end(client.token));
      const answer = await watched.socket
        .timeout(5000)
        .emitWithAck('sendMessage', { roomId, receiverId: rep.user.id, clientMessageId: randomUUID(), ...payload });
      expect(answer).toEqual({
        ok: false,
        code: 'UNAUTHORIZED_ERROR',
        message: 'Your session has ended. Sign in again to chat',
      });
      await waitFor('the socket to be disconnected', () => watched.disconnectedAt !== null, { timeoutMs: 15_000 });
      const stored = await database.db.execute(
        sql`select count(*)::int as n from chat_messages where chat_id = ${roomId}`,
      );
      expect((stored as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
      expect(watched.seen.map((item) => item.event)).not.toContain('newMessage');
    }
    expect(existsSync(join(uploads, 'chat')) ? filesUnder(join(uploads, 'chat')) : []).toEqual([]);
  });

  it('idle sockets of sessions that ended without a report are closed by one sweep in one read, other sockets stay', async () => {
    // Each way a session ends behind the hooks' back: its row deleted, expired, the account suspended or
    // deleted by hand. The sweep must close exactly these, as resolveToken would refuse each of them.
    const endings = {
      deleted: (token: string) => sql`delete from sessions where token = ${token}`,
      expired: (token: string) =>
        sql`update sessions set expires_at = now() - interval '1 minute' where token = ${token}`,
      suspended: (token: string) =>
        sql`update users set status = 'SUSPENDED' where id = (select user_id from sessions where token = ${token})`,
      removed: (token: string) =>
        sql`update users set deleted_at = now() where id = (select user_id from sessions where token = ${token})`,
    };
    const gone: Watched[] = [];
    for (const [prefix, end] of Object.entries(endings)) {
      const person = await signedInUser(app, accounts, { prefix: `idle${prefix}` });
      // Two sockets of the one session (two tabs): both go.
      gone.push(await watch(person.token), await watch(person.token));
      await database.db.execute(end(person.token));
      expect(await accounts.resolveToken(person.token)).toBeNull();
    }
    const kept = await signedInUser(app, accounts, { prefix: 'kept' });
    const alive = [await watch(kept.token), await watch(kept.token)];
    const before = { ...reads };
    // What the timer runs every 30 s, called here so the test does not wait for it.
    expect(await realtime?.sweep()).toBe(gone.length);
    expect(reads).toEqual({ one: before.one, many: before.many + 1 });
    await waitFor('the idle sockets to be disconnected', () => gone.every((item) => item.disconnectedAt !== null), {
      timeoutMs: 15_000,
    });
    for (const watched of alive) {
      expect(watched.disconnectedAt).toBeNull();
      expect(await watched.socket.timeout(5000).emitWithAck('getChats', { language: 'en' })).toEqual({ ok: true });
    }
    expect(await realtime?.sweep()).toBe(0);
  });
});
