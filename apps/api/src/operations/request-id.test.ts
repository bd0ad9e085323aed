import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { type DatabaseHandle, schema } from '@tendero/db';
import { jobPayloads, jobQueue, systemClock } from '@tendero/domain';
import type { Chat } from '@tendero/domain/chat';
import { createDeliverMailHandler, deliverMailJob } from '@tendero/domain/notifications';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { attachRealtime } from '../realtime/realtime';
import { buildTestApp, openTestDatabase, testConfig } from '../test/test-app';
import { waitFor } from '../test/wait-for';
import { jobReporter } from './job-log';

/** The app's job kinds and one of the test's own. */
const { enqueueJob, runDueJobs } = jobQueue({ ...jobPayloads, 'test.after-message': z.object({}) });

type LogLine = Record<string, unknown> & { msg?: string };
const lines: LogLine[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
    done();
  },
});
const config = testConfig({ LOG_LEVEL: 'info' });
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({ database, config, logStream });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('request ids', () => {
  it("keeps a proxy's sane X-Request-Id, answers it and logs the request's lines under it", async () => {
    const given = 'a3f1c2d4e5b60718293a4b5c6d7e8f90';
    const response = await app.inject({ url: '/healthz', headers: { 'x-request-id': given } });
    expect(response.headers['x-request-id']).toBe(given);
    const mine = lines.filter((line) => line.reqId === given).map((line) => line.msg);
    expect(mine).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  it('makes a new id when none or an unusable one comes, and the error body names the same id', async () => {
    for (const given of [undefined, 'has spaces in it', 'x'.repeat(129), 'quote"s', '']) {
      const response = await app.inject({
        url: '/api/no-such-thing',
        headers: given === undefined ? {} : { 'x-request-id': given },
      });
      const id = response.headers['x-request-id'];
      expect(id, String(given)).toMatch(uuid);
      expect(response.json().requestId).toBe(id);
    }
    const longest = 'A-z.0_'.repeat(21).slice(0, 128);
    expect((await app.inject({ url: '/healthz', headers: { 'x-request-id': longest } })).headers['x-request-id']).toBe(
      longest,
    );
  });

  it("records the request's id on the jobs it enqueues, and each job's log line carries it", async () => {
    const requestId = `support-${randomUUID()}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/support/requests',
      headers: { 'x-request-id': requestId },
      payload: { name: 'Anna Nowak', email: 'anna@firma.pl', topic: 'billing', message: 'How do I pay yearly?' },
    });
    expect(response.statusCode).toBe(201);
    const jobs = await database.db.select().from(schema.jobs).where(eq(schema.jobs.requestId, requestId));
    expect(jobs.map((job) => job.kind)).toEqual([deliverMailJob, deliverMailJob]);

    await runDueJobs(
      database.db,
      systemClock,
      { [deliverMailJob]: createDeliverMailHandler(database.db, systemClock, null) },
      { onJobFinished: jobReporter({ logLevel: 'info', metrics: null, logStream }) },
    );
    const jobLines = lines.filter((line) => line.msg === 'job done' && line.reqId === requestId);
    expect(jobLines.map((line) => line.jobId).sort()).toEqual(jobs.map((job) => job.id).sort());
    expect(jobLines[0]).toMatchObject({ kind: deliverMailJob, component: 'jobs', attempt: 1 });
    // The log keeps no personal data: the line names the job, not the e-mail.
    expect(JSON.stringify(jobLines)).not.toContain('anna@firma.pl');
  });

  it("logs each socket event with an id of its own and the socket's id, and a job it enqueues records that id", async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const realtime = attachRealtime(app.server, {
      resolveToken: async (token) => (token === 'valid-token' ? { userId: 'u-1', role: 'CLIENT' } : null),
      publicUrl: config.publicUrl,
      logger: pino({ level: 'debug' }, logStream),
      // A stand-in that stores at once and enqueues a job, as a use case may.
      chat: {
        send: async (session: { userId: string }, input: { receiverId: string; messageText: string }) => {
          await enqueueJob(database.db, systemClock, 'test.after-message', {});
          const message = { id: randomUUID(), senderId: session.userId, receiverId: input.receiverId };
          return { message: { ...message, text: input.messageText }, created: true };
        },
      } as unknown as Chat,
    });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/chat`;
    const socket = connect(url, { transports: ['websocket'], reconnection: false, auth: { token: 'valid-token' } });
    await waitFor('the socket to connect', () => socket.connected);
    const answer = await socket
      .timeout(5_000)
      .emitWithAck('sendMessage', { roomId: randomUUID(), receiverId: 'u-2', messageText: 'Hello' });
    expect(answer).toMatchObject({ ok: true });

    const event = await waitFor('the event line', () =>
      lines.find((line) => line.msg === 'socket event' && line.socketId === socket.id),
    );
    expect(event).toMatchObject({ event: 'sendMessage', eventId: expect.stringMatching(uuid) });
    expect(lines.find((line) => line.msg === 'socket connected' && line.socketId === socket.id)).toMatchObject({
      userId: 'u-1',
    });
    const [job] = await database.db.select().from(schema.jobs).where(eq(schema.jobs.kind, 'test.after-message'));
    expect(job?.requestId).toBe(event.eventId);

    socket.close();
    await waitFor('the disconnect line', () =>
      lines.find((line) => line.msg === 'socket disconnected' && line.socketId === event.socketId),
    );
    realtime.disconnectAll();
    await realtime.close();
  });
});
