import { enqueueJob, type JobHandler, recurringJob } from '../../../shared/jobs';
import { hasPendingJob } from '../../../shared/jobs.repository';
import { invoicesOnTheirWay, invoicesWithPendingJob } from '../ksef.repository';
import { type KsefContext, ksefSendJob, ksefSweepEveryMs, ksefSweepJob, staleSendingMs } from '../ksef-rules';

/**
 * Queues a send for every invoice still on its way that no job is for: invoices issued before KSeF was
 * configured, those whose job gave up while KSeF was down for long, those left by a process that died.
 */
export async function sweepInvoices(ctx: KsefContext): Promise<number> {
  if (!ctx.ksef) return 0;
  const now = ctx.clock.now();
  const pending = await invoicesWithPendingJob(ctx.db, ksefSendJob);
  const due = (await invoicesOnTheirWay(ctx.db, new Date(now.getTime() - staleSendingMs))).filter(
    (id) => !pending.has(id),
  );
  for (const invoiceId of due) await enqueueJob(ctx.db, ctx.clock, ksefSendJob, { invoiceId });
  return due.length;
}

export function createKsefSweepHandler(ctx: KsefContext): JobHandler<typeof ksefSweepJob> {
  return recurringJob(ctx, ksefSweepJob, ksefSweepEveryMs, async () => {
    await sweepInvoices(ctx);
  });
}

/** Starts the sweep's chain at once when KSeF is configured and none is waiting (each process calls it at start). */
export async function ensureKsefSweep(ctx: KsefContext): Promise<void> {
  if (!ctx.ksef || (await hasPendingJob(ctx.db, ksefSweepJob))) return;
  await enqueueJob(ctx.db, ctx.clock, ksefSweepJob, {});
}
