import type { Db } from '@tendero/db';
import type { Clock } from '../../../shared/clock';
import { enqueueJob, type JobHandler } from '../../../shared/jobs';
import { fa3XmlOf, ksefInvoiceHashOf } from '../fa3';
import {
  claimForSending,
  findInvoice,
  type KsefInvoiceRow,
  recordAccepted,
  recordHash,
  recordRejected,
  recordSendFailure,
  recordSent,
  recordStatusError,
} from '../ksef.repository';
import type { KsefClient } from '../ksef-client';
import { type KsefContext, ksefSendJob, messageOf, staleSendingMs, statusPollDelayMs } from '../ksef-rules';

/**
 * Queues the sending of an issued invoice to KSeF: the invoicing capability calls it once an invoice is issued
 * (in the issuing transaction; the job runs after the commit). Without the KSEF_* settings the job does
 * nothing and the invoice waits; the sweep sends it once KSeF is configured.
 */
export async function enqueueKsefSend(ctx: { db: Db; clock: Clock }, invoiceId: string): Promise<void> {
  await enqueueJob(ctx.db, ctx.clock, ksefSendJob, { invoiceId });
}

/** Sends a waiting invoice: its FA(3) XML built, its hash kept, then sent; a failure leaves it waiting. */
async function send(ctx: KsefContext, client: KsefClient, invoiceId: string): Promise<KsefInvoiceRow | null> {
  const now = ctx.clock.now();
  const claimed = await claimForSending(ctx.db, invoiceId, now, new Date(now.getTime() - staleSendingMs));
  if (!claimed) return null;
  // The same document and time of issue give the same XML: its hash is the one KSeF stores.
  const xml = fa3XmlOf(claimed.document, { createdAt: claimed.issuedAt });
  await recordHash(ctx.db, invoiceId, ksefInvoiceHashOf(xml));
  try {
    const sent = await client.sendInvoice(xml);
    return await recordSent(ctx.db, invoiceId, { ...sent, at: ctx.clock.now() });
  } catch (error) {
    await recordSendFailure(ctx.db, invoiceId, messageOf(error));
    throw error;
  }
}

/** Reads what KSeF made of a sent invoice: accepted (its number and UPO), rejected (KSeF's reason), or later. */
async function follow(ctx: KsefContext, client: KsefClient, row: KsefInvoiceRow, poll: number): Promise<void> {
  if (!row.ksefSessionReference || !row.ksefReference) return;
  try {
    const status = await client.invoiceStatus({
      sessionReference: row.ksefSessionReference,
      invoiceReference: row.ksefReference,
    });
    if (status.kind === 'processing') {
      await enqueueJob(
        ctx.db,
        ctx.clock,
        ksefSendJob,
        { invoiceId: row.id, poll: poll + 1 },
        {
          delayMs: statusPollDelayMs(poll),
        },
      );
      return;
    }
    if (status.kind === 'rejected') {
      await recordRejected(ctx.db, row.id, { reason: status.reason, decidedAt: ctx.clock.now() });
      return;
    }
    const upo = await client.invoiceUpo(status);
    await recordAccepted(ctx.db, row.id, {
      ksefNumber: status.ksefNumber,
      upo,
      sessionReference: status.sessionReference,
      decidedAt: status.acceptedAt ?? ctx.clock.now(),
    });
  } catch (error) {
    await recordStatusError(ctx.db, row.id, messageOf(error));
    throw error;
  }
}

/**
 * Moves one invoice along its way to KSeF: sends it when it waits, then reads its status. An error (KSeF
 * unreachable) is recorded on the invoice and thrown, so the queue tries again with backoff.
 */
export async function advanceInvoice(ctx: KsefContext, invoiceId: string, poll = 0): Promise<void> {
  const client = ctx.ksef;
  if (!client) return;
  let row = await findInvoice(ctx.db, invoiceId);
  if (row && (row.ksefState === 'waiting' || row.ksefState === 'sending')) {
    row = await send(ctx, client, invoiceId);
  }
  if (row?.ksefState === 'sent') await follow(ctx, client, row, poll);
}

export function createKsefSendHandler(ctx: KsefContext): JobHandler<typeof ksefSendJob> {
  return (payload) => advanceInvoice(ctx, payload.invoiceId, payload.poll ?? 0);
}
