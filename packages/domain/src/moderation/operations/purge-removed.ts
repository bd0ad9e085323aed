import { withTransaction } from '@tendero/db';
import { recordAudit } from '../../shared/audit.repository';
import { enqueueJob, type JobHandler, recurringJob } from '../../shared/jobs';
import { hasPendingJob } from '../../shared/jobs.repository';
import { auditSubjectOf } from '../audit-subject';
import { deleteRemoved, findContent } from '../content.repository';
import { isEntryKind, keepMs, type ModerationContext } from '../moderation-rules';
import { dueForPurge, markPurged, type RemovalRow } from '../removals.repository';

export const purgeRemovedJob = 'moderation.purge-removed';
/** How often the purge looks for removals past their 30 days (it re-schedules itself). */
export const purgeEveryMs = 60 * 60 * 1000;

/**
 * Deletes content removed more than 30 days ago and not restored, and marks each removal purged (the log
 * row stays, with its excerpt and reason). Content that changed since its removal (a review written again)
 * is left as it is; the removal is closed all the same. Answers how many removals it closed.
 */
export async function purgeRemoved(ctx: ModerationContext, batch = 200): Promise<number> {
  const now = ctx.clock.now();
  let closed = 0;
  for (;;) {
    const due = await dueForPurge(ctx.db, new Date(now.getTime() - keepMs), batch);
    for (const removal of due) await purgeOne(ctx, removal, now);
    closed += due.length;
    if (due.length < batch) return closed;
  }
}

async function purgeOne(ctx: ModerationContext, removal: RemovalRow, now: Date): Promise<void> {
  await withTransaction(ctx.db, async (tx) => {
    const content = await findContent(tx, removal.kind, removal.contentId);
    // Named before the content goes: its author from the content, or the removal's owner when it is gone.
    const names = await auditSubjectOf(tx, {
      authorId: content ? content.authorId : isEntryKind(removal.kind) ? null : removal.ownerId,
      companyId: removal.companyId,
    });
    const deleted = content ? await deleteRemoved(tx, content, removal.removedAt) : false;
    await markPurged(tx, removal.id, now);
    await recordAudit(tx, {
      at: now,
      actorId: null,
      action: 'content.purge',
      targetType: removal.kind,
      targetId: removal.contentId,
      detail: { removalId: removal.id, excerpt: removal.excerpt, deleted, ...names },
    });
  });
}

/** The purge as a job that runs every hour and schedules its next run, whatever happened (one chain). */
export function createPurgeRemovedHandler(ctx: ModerationContext): JobHandler<typeof purgeRemovedJob> {
  return recurringJob(ctx, purgeRemovedJob, purgeEveryMs, async () => {
    await purgeRemoved(ctx);
  });
}

/** Starts the purge chain when none is waiting (each process calls it at start; the chain stays single). */
export async function ensureRemovalPurge(ctx: ModerationContext): Promise<void> {
  if (!(await hasPendingJob(ctx.db, purgeRemovedJob))) {
    await enqueueJob(ctx.db, ctx.clock, purgeRemovedJob, {}, { delayMs: purgeEveryMs });
  }
}
