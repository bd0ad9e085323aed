import type { KsefInvoice } from '@tendero/contracts';
import type { DomainContext } from '../../shared/context';
import type { KsefInvoiceRow } from './ksef.repository';
import type { KsefClient } from './ksef-client';

/** What KSeF's operations receive: the domain's context and the client, null without the KSEF_* settings. */
export type KsefContext = DomainContext & { ksef: KsefClient | null };

export const ksefSendJob = 'invoicing.ksef-send';
export const ksefSweepJob = 'invoicing.ksef-sweep';
/** How often invoices still on their way are looked at again (a job given up, KSeF down for long, a restart). */
export const ksefSweepEveryMs = 10 * 60 * 1000;
/** A `sending` older than this was left by a process that died while sending: it may be taken again. */
export const staleSendingMs = 5 * 60 * 1000;
/** A `sent` invoice still undecided after this is stuck: the admin may send it again (KSeF knows duplicates). */
export const stuckSentMs = 60 * 60 * 1000;

/** The delay before reading a sent invoice's status again: 5 s, 10 s, 20 s … at most 10 minutes. */
export function statusPollDelayMs(poll: number): number {
  return Math.min(5000 * 2 ** poll, 600_000);
}

/** Whether the admin may send an invoice again: rejected, or stuck on its way (only where KSeF is configured). */
export function canResend(row: KsefInvoiceRow, now: Date, configured: boolean): boolean {
  if (!configured) return false;
  const since = row.ksefSentAt ? now.getTime() - row.ksefSentAt.getTime() : Number.POSITIVE_INFINITY;
  switch (row.ksefState) {
    case 'rejected':
      return true;
    case 'waiting':
      return row.ksefAttempts > 0 || row.ksefError !== null;
    case 'sending':
      return since > staleSendingMs;
    case 'sent':
      return since > stuckSentMs;
    case 'accepted':
      return false;
  }
}

export function invoiceOut(row: KsefInvoiceRow, now: Date, configured: boolean): KsefInvoice {
  return {
    id: row.id,
    kind: row.document.kind,
    number: row.number,
    companyName: row.document.buyer.name,
    companyId: row.companyId,
    issueDate: row.document.issueDate,
    currency: row.currency,
    grossCents: row.grossCents,
    ksefState: row.ksefState,
    ksefNumber: row.ksefNumber,
    ksefError: row.ksefError,
    ksefAttempts: row.ksefAttempts,
    ksefSentAt: row.ksefSentAt?.toISOString() ?? null,
    ksefDecidedAt: row.ksefDecidedAt?.toISOString() ?? null,
    canResend: canResend(row, now, configured),
    pdfUrl: `/api/invoices/${row.id}/pdf`,
  };
}

export function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}
