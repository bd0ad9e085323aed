import { type DatabaseHandle, type Db, schema } from '@tendero/db';

import { openTestDatabase } from '@tendero/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Clock } from './clock';
import { type JobOutcome, jobQueue, retryDelayMs } from './jobs';
import { findJob, hasPendingJob } from './jobs.repository';
import { runWithRequestId } from './request-context';

/** The queue's tests have kinds of their own. */
const { enqueueJob, recurringJob, runDueJobs } = jobQueue({
  'test.echo': z.object({ n: z.number() }),
  'test.restart': z.object({}),
  'test.recurring': z.object({}),
  'test.later': z.object({}),
  'test.flaky': z.object({}),
  'test.nobody': z.object({}),
  'test.shutdown': z.object({ n: z.number() }),
  'test.parent': z.object({}),
  'test.child': z.object({}),
  'test.typed': z.object({ mailId: z.string() }),
});

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

function movableClock(start = new Date('2026-01-01T10:00:00Z')) {
  let now = start.getTime();
  const clock: Clock = { now: () => new Date(now) };
  return { clock, advance: (ms: number) => (now += ms) };
}

describe('job queue', () => {
  it('runs a due job once and keeps it as done', async () => {
    const { clock } = movableClock();
    const seen: unknown[] = [];
    const id = await enqueueJob(database.db, clock, 'test.echo', { n: 1 });
    const handlers = { 'test.echo': async (payload: Record<string, unknown>) => void seen.push(payload) };
    expect(await runDueJobs(database.db, clock, handlers)).toBe(1);
    expect(await runDueJobs(database.db, clock, handlers)).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
    expect((await findJob(database.db, id))?.doneAt).not.toBeNull();
  });

  it('records a finished job once the database answers again, instead of running it again later', async () => {
    const { clock, advance } = movableClock(new Date('2026-01-15T10:00:00Z'));
    let runs = 0;
    const id = await enqueueJob(database.db, clock, 'test.restart', {});
    // The database refuses the first write after the job ran (PostgreSQL restarting), then answers.
    let refusals = 1;
    const flaky = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === 'update' && runs > 0 && refusals > 0) {
          refusals--;
          return () => {
            throw Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' });
          };
        }
        return Reflect.get(target, property, receiver);
      },
    }) as Db;
    const handlers = { 'test.restart': async () => void runs++ };
    expect(await runDueJobs(flaky, clock, handlers)).toBe(1);
    expect((await findJob(database.db, id))?.doneAt).not.toBeNull();
    // Long after the lock would have expired, it does not run again.
    advance(10 * 60_000);
    expect(await runDueJobs(database.db, clock, handlers)).toBe(0);
    expect(runs).toBe(1);
  });

  it('keeps a recurring job one chain when a run fails: the next run is scheduled, the failed one not retried', async () => {
    const { clock, advance } = movableClock(new Date('2026-01-20T10:00:00Z'));
    const db = database.db;
    const waiting = async () =>
      (await db.select().from(schema.jobs).where(eq(schema.jobs.kind, 'test.recurring'))).filter(
        (job) => job.doneAt === null && job.failedAt === null,
      );
    let runs = 0;
    const outcomes: JobOutcome[] = [];
    const handlers = {
      'test.recurring': recurringJob({ db, clock }, 'test.recurring', 60_000, async () => {
        runs++;
        if (runs <= 2) throw new Error('redis unavailable');
      }),
    };
    await enqueueJob(db, clock, 'test.recurring', {});
    for (let minute = 0; minute < 4; minute++) {
      await runDueJobs(db, clock, handlers, { onJobFinished: (outcome) => outcomes.push(outcome) });
      expect(await waiting()).toHaveLength(1);
      advance(60_000);
    }
    expect(runs).toBe(4);
    // The failures are recorded as such, without a retry of their own.
    expect(outcomes.map((outcome) => (outcome.ok ? 'ok' : `failed, retry ${outcome.retryAt ? 'yes' : 'no'}`))).toEqual([
      'failed, retry no',
      'failed, retry no',
      'ok',
      'ok',
    ]);
    expect(await hasPendingJob(db, 'test.recurring')).toBe(true);
    // The chain's next run would be due for the tests after this one (one database).
    await db.delete(schema.jobs).where(eq(schema.jobs.kind, 'test.recurring'));
  });

  it('waits for a delayed job', async () => {
    const { clock, advance } = movableClock(new Date('2026-02-01T10:00:00Z'));
    const handlers = { 'test.later': async () => {} };
    await enqueueJob(database.db, clock, 'test.later', {}, { delayMs: 60_000 });
    expect(await runDueJobs(database.db, clock, handlers)).toBe(0);
    advance(60_000);
    expect(await runDueJobs(database.db, clock, handlers)).toBe(1);
  });

  it('retries a failing job with growing backoff, then gives up after its attempts', async () => {
    const { clock, advance } = movableClock(new Date('2026-03-01T10:00:00Z'));
    let calls = 0;
    const handlers = {
      'test.flaky': async () => {
        calls++;
        throw new Error('smtp down');
      },
    };
    const id = await enqueueJob(database.db, clock, 'test.flaky', {}, { maxAttempts: 3 });
    await runDueJobs(database.db, clock, handlers);
    expect(calls).toBe(1);
    expect(await runDueJobs(database.db, clock, handlers)).toBe(0);
    advance(retryDelayMs(1));
    await runDueJobs(database.db, clock, handlers);
    advance(retryDelayMs(2));
    await runDueJobs(database.db, clock, handlers);
    expect(calls).toBe(3);
    const job = await findJob(database.db, id);
    expect(job?.failedAt).not.toBeNull();
    expect(job?.lastError).toBe('smtp down');
    advance(3_600_000);
    expect(await runDueJobs(database.db, clock, handlers)).toBe(0);
  });

  it('fails a job of an unknown kind at once instead of retrying forever', async () => {
    const { clock } = movableClock(new Date('2026-04-01T10:00:00Z'));
    const id = await enqueueJob(database.db, clock, 'test.nobody', {});
    await runDueJobs(database.db, clock, {});
    expect((await findJob(database.db, id))?.failedAt).not.toBeNull();
  });

  it("runs a handler with its payload parsed by its kind's schema, and fails a payload that does not fit at once", async () => {
    const { clock } = movableClock(new Date('2026-04-02T10:00:00Z'));
    const seen: unknown[] = [];
    const handlers = { 'test.typed': async (payload: { mailId: string }) => void seen.push(payload.mailId) };
    const good = await enqueueJob(database.db, clock, 'test.typed', { mailId: 'm-1' });
    // A row written by hand (or by an older version) with a payload its kind does not take.
    const [bad] = await database.db
      .insert(schema.jobs)
      .values({ kind: 'test.typed', payload: { mailId: 42 }, runAt: clock.now() })
      .returning({ id: schema.jobs.id });
    expect(await runDueJobs(database.db, clock, handlers)).toBe(2);
    expect(seen).toEqual(['m-1']);
    expect((await findJob(database.db, good))?.doneAt).not.toBeNull();
    const failed = await findJob(database.db, bad?.id ?? '');
    expect(failed?.failedAt).not.toBeNull();
    expect(failed?.lastError).toContain('Bad payload for job kind test.typed');
  });

  it('stops at a job boundary when told to: the running job finishes, the next stays queued', async () => {
    const { clock } = movableClock(new Date('2025-06-01T10:00:00Z'));
    let stopping = false;
    const seen: unknown[] = [];
    const handlers = {
      'test.shutdown': async (payload: Record<string, unknown>) => {
        stopping = true; // SIGTERM arrives while the first job runs
        seen.push(payload);
      },
    };
    await enqueueJob(database.db, clock, 'test.shutdown', { n: 1 });
    const second = await enqueueJob(database.db, clock, 'test.shutdown', { n: 2 });
    expect(await runDueJobs(database.db, clock, handlers, { shouldStop: () => stopping })).toBe(1);
    expect(seen).toHaveLength(1);
    expect((await findJob(database.db, second))?.doneAt ?? null).toBeNull();
    expect(await runDueJobs(database.db, clock, handlers)).toBe(1);
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([5000, 10_000, 20_000]);
    expect(retryDelayMs(30)).toBe(3_600_000);
  });
});

describe('job request ids', () => {
  it('records the enqueuing request, reports it with each run and hands it on to the jobs a job enqueues', async () => {
    const { clock } = movableClock(new Date('2026-05-01T10:00:00Z'));
    const outcomes: JobOutcome[] = [];
    const handlers = {
      'test.parent': async () => {
        await enqueueJob(database.db, clock, 'test.child', {});
      },
      'test.child': async () => {
        throw new Error('child fails');
      },
    };
    const id = await runWithRequestId('req-42', () => enqueueJob(database.db, clock, 'test.parent', {}));
    expect((await findJob(database.db, id))?.requestId).toBe('req-42');
    const untraced = await enqueueJob(database.db, clock, 'test.parent', {});
    expect((await findJob(database.db, untraced))?.requestId).toBeNull();

    await runDueJobs(database.db, clock, handlers, { onJobFinished: (outcome) => outcomes.push(outcome) });
    const byKind = (kind: string, requestId: string) =>
      outcomes.find((outcome) => outcome.kind === kind && outcome.requestId === requestId);
    expect(byKind('test.parent', 'req-42')).toMatchObject({ id, ok: true, attempt: 1 });
    expect(byKind('test.child', 'req-42')).toMatchObject({ ok: false, retryAt: expect.any(Date) });
    // A job enqueued outside any request hands on its own id to the jobs it enqueues.
    expect(byKind('test.child', `job-${untraced}`)).toMatchObject({ ok: false });
  });
});
