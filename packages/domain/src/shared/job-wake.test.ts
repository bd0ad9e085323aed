import { type DatabaseHandle, withTransaction } from '@tendero/db';
import { openTestDatabase } from '@tendero/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { systemClock } from './clock';
import { type JobOutcome, type JobWorker, jobQueue } from './jobs';

const { enqueueJob, startJobWorker } = jobQueue({ 'test.wake': z.object({ n: z.union([z.number(), z.string()]) }) });

let database: DatabaseHandle;
let worker: JobWorker;
const finished: JobOutcome[] = [];
const ran: unknown[] = [];
let nextFinished: (() => void) | null = null;

beforeAll(async () => {
  database = await openTestDatabase();
  // Polls once an hour: only a wake-up runs a job within the test.
  worker = startJobWorker({
    db: database.db,
    clock: systemClock,
    handlers: { 'test.wake': async (payload) => void ran.push(payload) },
    intervalMs: 3_600_000,
    onError: (error) => {
      throw error;
    },
    onJobFinished: (outcome) => {
      finished.push(outcome);
      nextFinished?.();
    },
  });
});
afterAll(async () => {
  await worker.stop();
  await database.close();
});

const jobFinished = () => new Promise<void>((resolve) => (nextFinished = resolve));

describe('a job queued for now wakes the worker', () => {
  it('at once outside a transaction', async () => {
    const done = jobFinished();
    await enqueueJob(database.db, systemClock, 'test.wake', { n: 1 });
    await done;
    expect(ran).toEqual([{ n: 1 }]);
  });

  it('after the commit inside one, and a rolled-back job neither exists nor runs', async () => {
    ran.length = 0;
    await expect(
      withTransaction(database.db, async (tx) => {
        await enqueueJob(tx, systemClock, 'test.wake', { n: 'rolled back' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    const done = jobFinished();
    await withTransaction(database.db, async (tx) => {
      await enqueueJob(tx, systemClock, 'test.wake', { n: 2 });
      // Not yet committed: the worker was not woken (it would have found nothing, and slept an hour).
      expect(finished).toHaveLength(1);
    });
    await done;
    expect(ran).toEqual([{ n: 2 }]);
    expect(finished.map((outcome) => outcome.ok)).toEqual([true, true]);
  });
});
