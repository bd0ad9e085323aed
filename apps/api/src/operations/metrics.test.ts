import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { DatabaseHandle } from '@tendero/db';
import { jobPayloads, jobQueue, systemClock } from '@tendero/domain';
import type { Chat } from '@tendero/domain/chat';
import { queueMail } from '@tendero/domain/notifications';
import type { FastifyInstance } from 'fastify';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { attachRealtime } from '../realtime/realtime';
import { buildTestApp, openTestDatabase, stubRenderer, testConfig } from '../test/test-app';
import { waitFor } from '../test/wait-for';
import { jobReporter } from './job-log';
import { createMetrics, type Metrics } from './metrics';

/** The app's job kinds and two of the test's own. */
const { enqueueJob, runDueJobs } = jobQueue({
  ...jobPayloads,
  'test.metrics-later': z.object({}),
  'test.metrics-failing': z.object({}),
});

const token = 'metrics-token-for-tests-0123456789';
const config = testConfig({ METRICS_TOKEN: token });
let database: DatabaseHandle;
let metrics: Metrics;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  metrics = createMetrics(database);
  app = await buildTestApp({ database, config, metrics, render: stubRenderer() });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const scrape = async (target = app) =>
  target.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });

/** The value of one sample line, e.g. `tendero_mail_outbox{status="queued"}`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it('answers 404 without METRICS_TOKEN, like any unknown path, and keeps no figures', async () => {
    const plain = await buildTestApp({ database });
    const response = await plain.inject('/metrics');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await plain.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(
      404,
    );
    await plain.close();
  });

  it('refuses a missing or wrong token with 401', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${token}`, `Bearer ${token}x`]) {
      const response = await app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED_ERROR' });
      expect(response.body).not.toContain('tendero_');
    }
  });

  it('counts requests under their route pattern and status, with a latency histogram', async () => {
    const companyId = '00000000-0000-4000-8000-000000000001';
    expect((await app.inject(`/api/companies/${companyId}`)).statusCode).toBe(404);
    await app.inject('/healthz');
    await app.inject('/en/about');
    await app.inject('/en/about?from=newsletter');
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    // The pattern, never the URL: the id does not appear in any label.
    expect(text).not.toContain(companyId);
    expect(
      sample(
        text,
        'tendero_http_request_duration_seconds_count{method="GET",route="/api/companies/:companyId",status="404"}',
      ),
    ).toBe(1);
    // A histogram: cumulative buckets ending in +Inf, which holds every request. Which bucket one request
    // falls in is how fast the machine is, never asserted here.
    const healthBuckets = [
      ...text.matchAll(
        /^tendero_http_request_duration_seconds_bucket\{le="([^"]+)",method="GET",route="\/healthz",status="200"\} (\d+)$/gm,
      ),
    ];
    expect(healthBuckets.length).toBeGreaterThan(3);
    expect(healthBuckets.at(-1)?.[1]).toBe('+Inf');
    expect(Number(healthBuckets.at(-1)?.[2])).toBe(1);
    const counts = healthBuckets.map((bucket) => Number(bucket[2]));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(
      sample(text, 'tendero_http_request_duration_seconds_sum{method="GET",route="/healthz",status="200"}'),
    ).toBeGreaterThan(0);
    // Every page is one label, however many addresses were asked for.
    expect(sample(text, 'tendero_http_request_duration_seconds_count{method="GET",route="page",status="200"}')).toBe(2);
    // Node's own: memory and event-loop lag.
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('shows the job queue, job runs and failures, and the e-mail outbox, read when scraped', async () => {
    await enqueueJob(database.db, systemClock, 'test.metrics-later', {}, { delayMs: 3_600_000 });
    await enqueueJob(database.db, systemClock, 'test.metrics-failing', {});
    await queueMail(database.db, systemClock, {
      to: 'anna@firma.pl',
      subject: 'Hello',
      text: 'Hello',
      html: null,
      locale: 'en',
    });
    let text = (await scrape()).body;
    expect(sample(text, 'tendero_jobs_waiting{kind="test.metrics-later"}')).toBe(1);
    expect(sample(text, 'tendero_jobs_due{kind="test.metrics-later"}')).toBe(0);
    expect(sample(text, 'tendero_jobs_due{kind="test.metrics-failing"}')).toBe(1);
    expect(sample(text, 'tendero_jobs_due{kind="notifications.deliver-mail"}')).toBe(1);
    expect(sample(text, 'tendero_mail_outbox{status="queued"}')).toBe(1);
    expect(sample(text, 'tendero_mail_outbox{status="failed"}')).toBe(0);
    expect(sample(text, `tendero_db_up{kind="${database.kind}"}`)).toBe(1);
    // PostgreSQL: the pool's figures (openTestDatabase allows 4); PGlite: its one connection.
    expect(sample(text, 'tendero_db_pool_connections{state="max"}')).toBe(database.kind === 'postgres' ? 4 : 1);
    expect(sample(text, 'tendero_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);

    const report = jobReporter({ logLevel: 'silent', metrics });
    await runDueJobs(
      database.db,
      systemClock,
      {
        'test.metrics-failing': async () => {
          throw new Error('boom');
        },
      },
      { onJobFinished: report },
    );
    text = (await scrape()).body;
    expect(sample(text, 'tendero_job_runs_total{kind="test.metrics-failing",outcome="failed"}')).toBe(1);
    // A kind no worker handles is given up at once.
    expect(sample(text, 'tendero_job_runs_total{kind="notifications.deliver-mail",outcome="gave_up"}')).toBe(1);
    expect(sample(text, 'tendero_jobs_due{kind="test.metrics-failing"}')).toBe(0);
  });

  it('still answers when the database does not: the database figures are left out and tendero_db_up is 0', async () => {
    const failing = new Proxy(database.db, {
      get: () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      },
    });
    const down = createMetrics({ ...database, db: failing });
    const text = await down.registry.metrics();
    expect(sample(text, `tendero_db_up{kind="${database.kind}"}`)).toBe(0);
    expect(text).not.toContain('tendero_mail_outbox{');
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts the chat sockets open in this process and the messages stored', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const realtime = attachRealtime(app.server, {
      resolveToken: async (given) => (given === 'valid-token' ? { userId: 'u-1', role: 'CLIENT' } : null),
      publicUrl: config.publicUrl,
      logger: app.log,
      metrics,
      // The gateway's side is counted, not the storing: a stand-in that stores every message at once.
      chat: {
        send: async (session: { userId: string }, input: { receiverId: string; messageText: string }) => ({
          message: {
            id: randomUUID(),
            senderId: session.userId,
            receiverId: input.receiverId,
            text: input.messageText,
          },
          created: true,
        }),
      } as unknown as Chat,
    });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/chat`;
    const sockets = [1, 2].map(() =>
      connect(url, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        auth: { token: 'valid-token' },
      }),
    );
    await waitFor('both sockets to connect', () => sockets.every((socket) => socket.connected));
    expect(sample((await scrape()).body, 'tendero_chat_sockets_open')).toBe(2);
    const answer = await sockets[0]?.timeout(5_000).emitWithAck('sendMessage', {
      roomId: randomUUID(),
      receiverId: 'u-2',
      messageText: 'Hello',
    });
    expect(answer).toMatchObject({ ok: true });
    expect(sample((await scrape()).body, 'tendero_chat_messages_stored_total')).toBe(1);
    sockets[0]?.close();
    await waitFor(
      'one socket to be gone',
      async () => sample((await scrape()).body, 'tendero_chat_sockets_open') === 1,
    );
    sockets[1]?.close();
    realtime.disconnectAll();
    await realtime.close();
  });
});
