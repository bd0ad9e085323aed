import type { FileStorage } from '../../files/index';
import type { DomainContext } from '../../shared/context';
import { enqueueJob, type JobHandler, recurringJob } from '../../shared/jobs';
import { hasPendingJob } from '../../shared/jobs.repository';
import { removeStoredObjects } from '../attachments.access';
import { removedKeys } from '../attachments.repository';

export const removedFilesSweepJob = 'inquiries.sweep-removed-files';
/** How often the sweep removes stored files whose rows went (it re-schedules itself). */
export const removedFilesSweepEveryMs = 15 * 60 * 1000;

/**
 * Deletes from the storage the files whose attachment rows went by another way than the author's own
 * deletion (an admin's purge, an account's erasure: foreign keys, noted by the trigger of migration 0030),
 * or whose removal failed at the time. Answers how many objects it removed.
 */
export async function sweepRemovedFiles(ctx: Pick<DomainContext, 'db'> & { storage: FileStorage }, batch = 200) {
  let removed = 0;
  for (;;) {
    const keys = await removedKeys(ctx.db, batch);
    const gone = await removeStoredObjects(ctx, keys);
    removed += gone.length;
    // A batch the storage refused entirely waits for the next run rather than spinning here.
    if (keys.length < batch || gone.length === 0) return removed;
  }
}

/** The sweep as a job that runs every 15 minutes and schedules its next run, whatever happened (one chain). */
export function createRemovedFilesSweepHandler(
  ctx: DomainContext,
  storage: FileStorage,
): JobHandler<typeof removedFilesSweepJob> {
  return recurringJob(ctx, removedFilesSweepJob, removedFilesSweepEveryMs, async () => {
    await sweepRemovedFiles({ db: ctx.db, storage });
  });
}

/** Starts the sweep chain when none is waiting (each process calls it at start; the chain stays single). */
export async function ensureRemovedFilesSweep(ctx: DomainContext): Promise<void> {
  if (!(await hasPendingJob(ctx.db, removedFilesSweepJob))) {
    await enqueueJob(ctx.db, ctx.clock, removedFilesSweepJob, {}, { delayMs: removedFilesSweepEveryMs });
  }
}
