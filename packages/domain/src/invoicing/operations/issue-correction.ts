import { withTransaction } from '@tendero/db';
import type { JobHandler } from '../../shared/jobs';
import { polishDate } from '../invoice-dates';
import { buildCorrectionDocument } from '../invoice-document';
import { findPayment } from '../invoice-payments.repository';
import { formatInvoiceNumber, takeNextNumber } from '../invoice-series.repository';
import {
  findInvoiceByReference,
  findPaymentInvoice,
  type InvoiceRow,
  insertInvoice,
  listPaymentCorrections,
} from '../invoices.repository';
import type { correctInvoiceJob } from '../invoicing.jobs';
import type { InvoicingContext } from '../invoicing-context';
import type { OnInvoiceIssued } from './issue-invoice';

class AlreadyIssued extends Error {}

/** The original is not issued yet (settings missing, NBP away): the correction waits for it. */
export class OriginalNotIssuedError extends Error {
  constructor(paymentId: string) {
    super(`the invoice of payment ${paymentId} is not issued yet`);
    this.name = 'OriginalNotIssuedError';
  }
}

/**
 * A refund of a paid payment: a correcting invoice (KOR/<year>/<n>, its own continuous series) of the
 * payment's VAT invoice, naming it (number, date, KSeF number when KSeF accepted it) and the reason, with
 * the differences as negative amounts. `refundedCents` is the refund so far in all: a second partial refund
 * corrects only what the earlier corrections did not; a refund of the whole payment corrects the invoice to
 * zero. Once per `reference`.
 */
export async function issueCorrection(
  ctx: InvoicingContext,
  refund: { paymentId: string; reference: string; refundedCents: number; reason?: string | null },
  onIssued?: OnInvoiceIssued,
): Promise<InvoiceRow | null> {
  const existing = await findInvoiceByReference(ctx.db, 'KOR', refund.reference);
  if (existing) return existing;
  const payment = await findPayment(ctx.db, refund.paymentId);
  if (!payment) return null;
  const original = await findPaymentInvoice(ctx.db, payment.id);
  if (!original) throw new OriginalNotIssuedError(payment.id);
  const corrections = await listPaymentCorrections(ctx.db, payment.id);
  const correctedCents = -corrections.reduce((sum, row) => sum + row.grossCents, 0);
  const remainingCents = original.grossCents - correctedCents;
  const whole = refund.refundedCents >= payment.amountCents;
  const amount = whole ? remainingCents : Math.min(refund.refundedCents - correctedCents, remainingCents);
  if (amount <= 0) return null;

  const issuedAt = ctx.clock.now();
  const issueDate = polishDate(issuedAt);
  const year = Number(issueDate.slice(0, 4));
  try {
    return await withTransaction(ctx.db, async (tx) => {
      const sequence = await takeNextNumber(tx, 'KOR', year);
      const number = formatInvoiceNumber('KOR', year, sequence);
      const document = buildCorrectionDocument({
        original: original.document,
        originalKsefNumber: original.ksefNumber,
        number,
        issueDate,
        refundedCents: amount,
        reason: refund.reason ?? null,
      });
      const row = await insertInvoice(tx, {
        series: 'KOR',
        year,
        sequence,
        number,
        companyId: original.companyId,
        paymentId: payment.id,
        stripeReference: refund.reference,
        correctsInvoiceId: original.id,
        document,
        issuedAt,
      });
      if (!row) throw new AlreadyIssued();
      await onIssued?.(tx, row);
      return row;
    });
  } catch (error) {
    if (error instanceof AlreadyIssued) return findInvoiceByReference(ctx.db, 'KOR', refund.reference);
    throw error;
  }
}

export function createCorrectionHandler(
  ctx: InvoicingContext,
  onIssued?: OnInvoiceIssued,
): JobHandler<typeof correctInvoiceJob> {
  return async (refund) => {
    await issueCorrection(ctx, refund, onIssued);
  };
}
