import type { DomainContext } from '../../shared/context';
import { enqueueJob, type JobHandler, recurringJob } from '../../shared/jobs';
import { hasPendingJob } from '../../shared/jobs.repository';
import { lastComputedAt, recomputeTrustFigures } from '../trust.repository';

export const trustRefreshJob = 'trust.refresh-figures';
/** How often the figures are recomputed (the job re-schedules itself): they move in hours, not seconds. */
export const trustRefreshEveryMs = 60 * 60 * 1000;

/** Recomputes every trust figure as of the context's clock. */
export async function refreshTrustFigures(ctx: Pick<DomainContext, 'db' | 'clock'>) {
  return recomputeTrustFigures(ctx.db, ctx.clock.now());
}

/** The refresh as a job that runs every hour and schedules its next run, whatever happened (one chain). */
export function createTrustRefreshHandler(
  ctx: Pick<DomainContext, 'db' | 'clock'>,
): JobHandler<typeof trustRefreshJob> {
  return recurringJob(ctx, trustRefreshJob, trustRefreshEveryMs, async () => {
    await refreshTrustFigures(ctx);
  });
}

/**
 * Starts the refresh chain when none is waiting (each process calls it at start; the chain stays single).
 * A database whose figures were never computed gets its first run at once: the backfill over past data.
 */
export async function ensureTrustRefresh(ctx: Pick<DomainContext, 'db' | 'clock'>): Promise<void> {
  if (await hasPendingJob(ctx.db, trustRefreshJob)) return;
  const never = (await lastComputedAt(ctx.db)) === null;
  await enqueueJob(ctx.db, ctx.clock, trustRefreshJob, {}, { delayMs: never ? 0 : trustRefreshEveryMs });
}
