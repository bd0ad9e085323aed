import type { InvoiceDocument } from '@tendero/contracts';
import { type Db, withTransaction } from '@tendero/db';
import { polishDate } from '../invoice-dates';
import { formatInvoiceNumber, takeNextNumber } from '../invoice-series.repository';
import { findInvoiceByReference, type InvoiceRow, insertInvoice } from '../invoices.repository';
import type { InvoicingContext } from '../invoicing-context';

/** What the integrator may hang on an issue, in its transaction (KSeF's part queues the sending there). */
export type OnInvoiceIssued = (tx: Db, invoice: InvoiceRow) => Promise<void>;

/** Rolls an issue's transaction back when its reference was issued meanwhile (its number with it). */
class AlreadyIssued extends Error {}

/**
 * Issues one invoice or correction of a series, once per `reference`: the next number of the issue's year
 * taken in the same transaction as the invoice row (a failed issue gives its number back, so the series has
 * no gaps), the document built with that number and frozen, then `onIssued` in the transaction. When the
 * reference was issued meanwhile (a parallel issue won), answers that invoice.
 */
export async function issueNumbered(
  ctx: InvoicingContext,
  issue: {
    series: 'FV' | 'KOR';
    reference: string;
    companyId: string | null;
    paymentId: string;
    correctsInvoiceId: string | null;
    document: (numbered: { number: string; issueDate: string }) => InvoiceDocument;
  },
  onIssued?: OnInvoiceIssued,
): Promise<InvoiceRow | null> {
  const issuedAt = ctx.clock.now();
  const issueDate = polishDate(issuedAt);
  const year = Number(issueDate.slice(0, 4));
  try {
    return await withTransaction(ctx.db, async (tx) => {
      const sequence = await takeNextNumber(tx, issue.series, year);
      const number = formatInvoiceNumber(issue.series, year, sequence);
      const row = await insertInvoice(tx, {
        series: issue.series,
        year,
        sequence,
        number,
        companyId: issue.companyId,
        paymentId: issue.paymentId,
        stripeReference: issue.reference,
        correctsInvoiceId: issue.correctsInvoiceId,
        document: issue.document({ number, issueDate }),
        issuedAt,
      });
      if (!row) throw new AlreadyIssued();
      await onIssued?.(tx, row);
      return row;
    });
  } catch (error) {
    if (error instanceof AlreadyIssued) return findInvoiceByReference(ctx.db, issue.series, issue.reference);
    throw error;
  }
}
