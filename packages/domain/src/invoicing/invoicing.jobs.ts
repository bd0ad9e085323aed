import type { Db } from '@tendero/db';
import type { Clock } from '../shared/clock';
import { enqueueJob } from '../shared/jobs';

export const issueInvoiceJob = 'invoicing.issue';
export const correctInvoiceJob = 'invoicing.correct';
export const invoiceSweepJob = 'invoicing.sweep';

/**
 * An issue waits for NBP (its rate) while NBP is away: retried with the queue's backoff, which is capped at
 * an hour, for about a day; the hourly sweep issues whatever is still missing after that.
 */
const issueAttempts = 30;

/**
 * Queues the VAT invoice of a paid payment (billing calls it where Stripe's invoice is recorded paid; the
 * one-time BLIK/Przelewy24 payments call it too). Idempotent: a payment queued twice gets one invoice.
 * Runs in the caller's transaction when given one.
 */
export async function enqueueInvoiceFor(ctx: { db: Db; clock: Clock }, paymentId: string): Promise<void> {
  await enqueueJob(ctx.db, ctx.clock, issueInvoiceJob, { paymentId }, { maxAttempts: issueAttempts });
}

/**
 * Queues the correcting invoice (KOR) of a refund of a payment: `refundedCents` is how much of its gross
 * has gone back in all (Stripe's `amount_refunded`), `reference` names this state of the refund (one
 * correction each), e.g. `refund:<charge id>:<amount refunded>`.
 */
export async function enqueueCorrectionFor(
  ctx: { db: Db; clock: Clock },
  refund: { paymentId: string; reference: string; refundedCents: number; reason?: string | null },
): Promise<void> {
  await enqueueJob(ctx.db, ctx.clock, correctInvoiceJob, refund, { maxAttempts: issueAttempts });
}
