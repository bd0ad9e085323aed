import type { JobHandler } from '../../shared/jobs';
import { buildCorrectionDocument } from '../invoice-document';
import { findPayment } from '../invoice-payments.repository';
import {
  findInvoiceByReference,
  findPaymentInvoice,
  type InvoiceRow,
  listPaymentCorrections,
} from '../invoices.repository';
import type { correctInvoiceJob } from '../invoicing.jobs';
import type { InvoicingContext } from '../invoicing-context';
import { issueNumbered, type OnInvoiceIssued } from './issue-numbered';

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

  return issueNumbered(
    ctx,
    {
      series: 'KOR',
      reference: refund.reference,
      companyId: original.companyId,
      paymentId: payment.id,
      correctsInvoiceId: original.id,
      document: ({ number, issueDate }) =>
        buildCorrectionDocument({
          original: original.document,
          originalKsefNumber: original.ksefNumber,
          number,
          issueDate,
          refundedCents: amount,
          reason: refund.reason ?? null,
        }),
    },
    onIssued,
  );
}

export function createCorrectionHandler(
  ctx: InvoicingContext,
  onIssued?: OnInvoiceIssued,
): JobHandler<typeof correctInvoiceJob> {
  return async (refund) => {
    await issueCorrection(ctx, refund, onIssued);
  };
}
