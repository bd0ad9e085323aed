import { enqueueJob, type JobHandler, recurringJob } from '../../shared/jobs';
import { hasPendingJob } from '../../shared/jobs.repository';
import { listPaymentsWithoutInvoice } from '../invoice-payments.repository';
import { invoiceSweepJob } from '../invoicing.jobs';
import type { InvoicingContext } from '../invoicing-context';
import { issueInvoice, type OnInvoiceIssued } from './issue-invoice';

export const invoiceSweepEveryMs = 60 * 60 * 1000;

/**
 * Every hour (and at each start), the paid payments still without an invoice get it: those paid while the
 * seller settings were missing, and those whose issue gave up while NBP was away. One failure (NBP still
 * away) does not stop the others; the first is reported.
 */
export function createInvoiceSweepHandler(
  ctx: InvoicingContext,
  onIssued?: OnInvoiceIssued,
): JobHandler<typeof invoiceSweepJob> {
  return recurringJob(ctx, invoiceSweepJob, invoiceSweepEveryMs, async () => {
    if (!ctx.invoicing.seller) return;
    let failure: unknown = null;
    for (const paymentId of await listPaymentsWithoutInvoice(ctx.db, 200)) {
      try {
        await issueInvoice(ctx, paymentId, onIssued);
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure) throw failure;
  });
}

/** Starts the sweep's chain at once when none is waiting (each process calls it at start). */
export async function ensureInvoiceSweep(ctx: Pick<InvoicingContext, 'db' | 'clock'>): Promise<void> {
  if (await hasPendingJob(ctx.db, invoiceSweepJob)) return;
  await enqueueJob(ctx.db, ctx.clock, invoiceSweepJob, {});
}
