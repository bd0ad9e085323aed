import { afterCommit, type Db } from '@tendero/db';
import type { z } from 'zod';
import type { Clock } from './clock';
import { retryWhileDatabaseUnavailable } from './database-retry';
import { type AppJobs, type JobTable, jobPayloads } from './job-kinds';
import {
  claimDueJob,
  hasPendingJob,
  insertJob,
  insertJobs,
  type JobRow,
  markJobDone,
  markJobFailed,
} from './jobs.repository';
import { runWithRequestId } from './request-context';

/** Runs one job of kind `K` of table `T` with its parsed payload. */
export type JobHandlerOf<T extends JobTable, K extends keyof T> = (
  payload: z.infer<T[K]>,
  job: JobRow,
) => Promise<void>;
/** The handler of one of the app's job kinds (`jobPayloads`). */
export type JobHandler<K extends keyof AppJobs> = JobHandlerOf<AppJobs, K>;
/** Which handler runs each kind (a kind without one fails at once). */
export type JobHandlersOf<T extends JobTable> = { [K in keyof T]?: JobHandlerOf<T, K> };
export type JobHandlers = JobHandlersOf<AppJobs>;
/** The kinds whose payload is empty: recurring jobs, which queue their next run themselves. */
type EmptyKinds<T extends JobTable> = {
  [K in keyof T]: Record<string, never> extends z.infer<T[K]> ? K : never;
}[keyof T];

/** The workers polling each database (one per process), woken when a job is queued there for now. */
const workersOf = new WeakMap<Db, Set<() => void>>();

/**
 * A job queued for now wakes the workers of its database once it is committed (at once outside a
 * transaction, never when it rolls back), so an e-mail goes out at once instead of at the next poll;
 * nobody has to remember to say so.
 */
function wakeWorkersAfterCommit(db: Db): void {
  afterCommit(db, (root) => {
    for (const wake of workersOf.get(root) ?? []) wake();
  });
}

/** How long a claimed job is the claimer's; after that another process may run it again. */
export const jobLockSeconds = 60;
/**
 * How long recording a job's outcome (or what the job did outside the database) is tried again while the
 * database is unavailable: well inside the lock, so no other process runs the job meanwhile.
 */
export const recordOutcomeWithinMs = (jobLockSeconds - 15) * 1000;

/**
 * A failed run the queue records (its error, a failure in the log and /metrics) but does not run again: a
 * recurring job that failed after scheduling its next run.
 */
export class FinalJobError extends Error {
  constructor(readonly failure: unknown) {
    super(failure instanceof Error ? failure.message : String(failure), { cause: failure });
    this.name = 'FinalJobError';
  }
}

/** Exponential backoff: 5 s, 10 s, 20 s … capped at one hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(5000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

/** What became of one run of a job: for its log line and the failure count of /metrics. */
export type JobOutcome = {
  id: string;
  kind: string;
  /** The request (or socket event, or job) that enqueued it; null when enqueued outside any. */
  requestId: string | null;
  attempt: number;
  ms: number;
} & ({ ok: true } | { ok: false; error: unknown; retryAt: Date | null });

export type RunJobsOptions = {
  /** How many jobs one call runs at most. */
  limit?: number;
  onJobFinished?: (outcome: JobOutcome) => void;
  /** Checked before each job: true ends the run there (a process shutting down finishes its job, no more). */
  shouldStop?: () => boolean;
};

export type JobWorker = { stop: () => Promise<void>; poke: () => void };

/**
 * The queue for a table of job kinds (`jobPayloads` for the app, a table of their own for the queue's
 * tests): enqueueing takes a kind of the table and its payload's type, and a job is run with its payload
 * parsed by its kind's schema.
 */
export function jobQueue<T extends JobTable>(table: T) {
  /** Queues a job of a kind of the table with its payload, due now or after `delayMs`, in the caller's transaction. */
  async function enqueueJob<K extends keyof T & string>(
    db: Db,
    clock: Clock,
    kind: K,
    payload: z.infer<T[K]>,
    options: { delayMs?: number; maxAttempts?: number } = {},
  ): Promise<string> {
    const runAt = new Date(clock.now().getTime() + (options.delayMs ?? 0));
    const id = await insertJob(db, { kind, payload, runAt, maxAttempts: options.maxAttempts });
    if (!options.delayMs) wakeWorkersAfterCommit(db);
    return id;
  }

  /** Many jobs of one kind, due now (a digest's e-mails), in the caller's transaction. */
  async function enqueueJobs<K extends keyof T & string>(
    db: Db,
    clock: Clock,
    kind: K,
    payloads: z.infer<T[K]>[],
  ): Promise<void> {
    if (payloads.length === 0) return;
    await insertJobs(db, kind, payloads, clock.now());
    wakeWorkersAfterCommit(db);
  }

  /** The handler of a stored job's kind with the kind's schema; none for a kind outside the table. */
  function handlerOf(handlers: JobHandlersOf<T>, kind: string) {
    if (!Object.hasOwn(table, kind) || !Object.hasOwn(handlers, kind)) return undefined;
    const schema = table[kind] as T[string];
    // Parsed with the schema of the same kind, so the payload is the one this handler takes.
    const run = handlers[kind] as ((payload: z.infer<T[string]>, job: JobRow) => Promise<void>) | undefined;
    return run ? { schema, run } : undefined;
  }

  /**
   * A job that runs every `everyMs` and schedules its next run itself, whatever happened, as one chain: the
   * next run is enqueued unless another run of its kind is waiting, and a failed run is then recorded as
   * failed without a retry of its own (a retry beside the next run would fork the chain, and every failure
   * would add a chain: proof:redis saw three offline-mail scans waiting after one Redis outage). When the
   * next run cannot be enqueued (the database is away), the run fails as usual and its retry carries the
   * chain on.
   */
  function recurringJob<K extends EmptyKinds<T> & string>(
    ctx: { db: Db; clock: Clock },
    kind: K,
    everyMs: number,
    run: JobHandlerOf<T, K>,
  ): JobHandlerOf<T, K> {
    return async (payload, job) => {
      let failure: { error: unknown } | null = null;
      try {
        await run(payload, job);
      } catch (error) {
        failure = { error };
      }
      if (!(await hasPendingJob(ctx.db, kind, job.id))) {
        // An empty payload is what every kind of EmptyKinds takes; the compiler cannot see it through T.
        await enqueueJob(ctx.db, ctx.clock, kind, {} as z.infer<T[K]>, { delayMs: everyMs });
      }
      if (failure) throw new FinalJobError(failure.error);
    };
  }

  /**
   * Runs due jobs until none is left. Returns how many ran. A job whose handler throws is retried later
   * (backoff) and given up after its max attempts; an unknown kind, or a payload that does not fit its kind's schema, is failed at once. A handler runs with the
   * enqueuing request's id as the current one, so jobs it enqueues in turn carry the same id.
   */
  async function runDueJobs(
    db: Db,
    clock: Clock,
    handlers: JobHandlersOf<T>,
    options: RunJobsOptions = {},
  ): Promise<number> {
    const limit = options.limit ?? 50;
    let ran = 0;
    while (ran < limit && !options.shouldStop?.()) {
      const job = await claimDueJob(db, clock.now(), jobLockSeconds);
      if (!job) break;
      ran++;
      const claimed = performance.now();
      // The outcome is recorded once the database answers again (PostgreSQL restarting), within the lock:
      // a job that finished but could not say so would otherwise wait for its lock to expire and run again.
      const record = (write: () => Promise<void>) =>
        retryWhileDatabaseUnavailable(write, Math.max(0, recordOutcomeWithinMs - (performance.now() - claimed)));
      const handler = handlerOf(handlers, job.kind);
      const started = performance.now();
      const about = { id: job.id, kind: job.kind, requestId: job.requestId, attempt: job.attempts };
      let outcome: JobOutcome;
      try {
        if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
        const payload = handler.schema.safeParse(job.payload);
        // A stored payload that does not fit its kind never will: failed at once, like an unknown kind.
        if (!payload.success)
          throw new FinalJobError(new Error(`Bad payload for job kind ${job.kind}: ${payload.error.message}`));
        await runWithRequestId(job.requestId ?? `job-${job.id}`, () => handler.run(payload.data, job));
        await record(() => markJobDone(db, job.id, clock.now()));
        outcome = { ...about, ms: performance.now() - started, ok: true };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const canRetry = handler !== undefined && job.attempts < job.maxAttempts && !(error instanceof FinalJobError);
        const retryAt = canRetry ? new Date(clock.now().getTime() + retryDelayMs(job.attempts)) : null;
        await record(() => markJobFailed(db, job, message, retryAt, clock.now()));
        outcome = { ...about, ms: performance.now() - started, ok: false, error, retryAt };
      }
      options.onJobFinished?.(outcome);
    }
    return ran;
  }

  /**
   * Polls the queue every `intervalMs`, and at once when poked or when a job is queued for now on its database
   * (`enqueueJob`, after the commit). `stop` claims no further job and waits for
   * the one running, so a shutdown ends at a job boundary (a job killed midway is retried by its lock).
   */
  function startJobWorker(options: {
    db: Db;
    clock: Clock;
    handlers: JobHandlersOf<T>;
    intervalMs: number;
    onError: (error: unknown) => void;
    onJobFinished?: RunJobsOptions['onJobFinished'];
  }): JobWorker {
    let stopped = false;
    let running: Promise<void> | null = null;
    let timer: NodeJS.Timeout | null = null;

    const tick = () => {
      if (stopped || running) return;
      running = runDueJobs(options.db, options.clock, options.handlers, {
        onJobFinished: options.onJobFinished,
        shouldStop: () => stopped,
      })
        .then(() => undefined)
        .catch(options.onError)
        .finally(() => {
          running = null;
          if (!stopped) timer = setTimeout(tick, options.intervalMs);
        });
    };
    timer = setTimeout(tick, options.intervalMs);
    const poke = () => {
      if (timer) clearTimeout(timer);
      tick();
    };
    const workers = workersOf.get(options.db) ?? new Set();
    workersOf.set(options.db, workers.add(poke));

    return {
      poke,
      stop: async () => {
        stopped = true;
        workers.delete(poke);
        if (timer) clearTimeout(timer);
        await running;
      },
    };
  }

  return { enqueueJob, enqueueJobs, recurringJob, runDueJobs, startJobWorker };
}

export const { enqueueJob, enqueueJobs, recurringJob, runDueJobs, startJobWorker } = jobQueue(jobPayloads);
