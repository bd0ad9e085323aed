import { type Db, schema } from '@tendero/db';
import { and, eq, sql } from 'drizzle-orm';
import { currentRequestId } from './request-context';
import { rowsOf } from './rows';

const { jobs } = schema;

export type JobRow = typeof jobs.$inferSelect;

export async function insertJob(
  db: Db,
  job: { kind: string; payload: Record<string, unknown>; runAt: Date; maxAttempts?: number },
): Promise<string> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload,
      runAt: job.runAt,
      maxAttempts: job.maxAttempts ?? 8,
      requestId: currentRequestId(),
    })
    .returning({ id: jobs.id });
  if (!row) throw new Error('job insert returned nothing');
  return row.id;
}

/** Many jobs of one kind in one statement per chunk. */
export async function insertJobs(
  db: Db,
  kind: string,
  payloads: Record<string, unknown>[],
  runAt: Date,
): Promise<void> {
  const requestId = currentRequestId();
  for (let start = 0; start < payloads.length; start += 1000) {
    await db
      .insert(jobs)
      .values(
        payloads.slice(start, start + 1000).map((payload) => ({ kind, payload, runAt, maxAttempts: 8, requestId })),
      );
  }
}

/**
 * Claims the next due job for `lockSeconds`. FOR UPDATE SKIP LOCKED lets many processes share the queue
 * on PostgreSQL; PGlite has one connection, where the same statement is simply serial.
 */
export async function claimDueJob(db: Db, now: Date, lockSeconds: number): Promise<JobRow | null> {
  const lockedUntil = new Date(now.getTime() + lockSeconds * 1000);
  const rows = await db.execute(sql`
    update jobs set locked_until = ${lockedUntil.toISOString()}, attempts = attempts + 1
    where id = (
      select id from jobs
      where done_at is null and failed_at is null and run_at <= ${now.toISOString()}
        and (locked_until is null or locked_until < ${now.toISOString()})
      order by run_at
      limit 1
      for update skip locked
    )
    returning id`);
  const id = rowsOf<{ id: string }>(rows)[0]?.id;
  if (!id) return null;
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  return job ?? null;
}

export async function markJobDone(db: Db, id: string, now: Date): Promise<void> {
  await db.update(jobs).set({ doneAt: now, lockedUntil: null, lastError: null }).where(eq(jobs.id, id));
}

export async function markJobFailed(
  db: Db,
  job: JobRow,
  error: string,
  retryAt: Date | null,
  now: Date,
): Promise<void> {
  await db
    .update(jobs)
    .set(
      retryAt
        ? { lastError: error, runAt: retryAt, lockedUntil: null }
        : { lastError: error, failedAt: now, lockedUntil: null },
    )
    .where(and(eq(jobs.id, job.id)));
}

export async function findJob(db: Db, id: string): Promise<JobRow | null> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  return job ?? null;
}

/** Whether a job of this kind is waiting or running (not done, not given up), other than `exceptId`. */
export async function hasPendingJob(db: Db, kind: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, kind),
        sql`${jobs.doneAt} is null`,
        sql`${jobs.failedAt} is null`,
        exceptId ? sql`${jobs.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The queue by kind: jobs waiting (not done, not given up), those of them due now, and those running
 * (claimed and locked). Read through the pending-jobs index, for /metrics.
 */
export async function countWaitingJobs(
  db: Db,
  now: Date,
): Promise<{ kind: string; waiting: number; due: number; running: number }[]> {
  const at = now.toISOString();
  return db
    .select({
      kind: jobs.kind,
      waiting: sql<number>`count(*)::int`,
      due: sql<number>`(count(*) filter (where ${jobs.runAt} <= ${at}))::int`,
      running: sql<number>`(count(*) filter (where ${jobs.lockedUntil} > ${at}))::int`,
    })
    .from(jobs)
    .where(and(sql`${jobs.doneAt} is null`, sql`${jobs.failedAt} is null`))
    .groupBy(jobs.kind);
}
