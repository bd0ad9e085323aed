import { type VatTreatment, vatTreatmentOf } from '@tendero/contracts';
import { type Db, withTransaction } from '@tendero/db';
import type { JobHandler } from '../../shared/jobs';
import { buyerOf } from '../buyer';
import { polishDate } from '../invoice-dates';
import { buildInvoiceDocument, needsExchangeRate } from '../invoice-document';
import { findPayment, type InvoicedPayment } from '../invoice-payments.repository';
import { formatInvoiceNumber, takeNextNumber } from '../invoice-series.repository';
import { findInvoiceByReference, type InvoiceRow, insertInvoice } from '../invoices.repository';
import type { issueInvoiceJob } from '../invoicing.jobs';
import type { InvoicingContext } from '../invoicing-context';

/** What the integrator may hang on an issue, in its transaction (KSeF's part queues the sending there). */
export type OnInvoiceIssued = (tx: Db, invoice: InvoiceRow) => Promise<void>;

/** Rolls an issue's transaction back when the payment's invoice exists already (its number with it). */
class AlreadyIssued extends Error {}

/**
 * Net, VAT and gross of a payment: as charged where the payment says (every checkout since issue 38 records
 * them); an older payment is split from the gross it charged, as the tax office reads an amount received
 * without VAT added. The invoice's gross is always what was paid.
 */
export function amountsOfPayment(payment: InvoicedPayment, treatment: VatTreatment) {
  if (payment.netCents !== null && payment.vatCents !== null) {
    return { netCents: payment.netCents, vatCents: payment.vatCents, grossCents: payment.netCents + payment.vatCents };
  }
  const netCents = Math.round((payment.amountCents * 100) / (100 + treatment.ratePercent));
  return { netCents, vatCents: payment.amountCents - netCents, grossCents: payment.amountCents };
}

/** The Stripe invoice or Checkout session paid: one Tendero invoice each. */
export function referenceOf(payment: InvoicedPayment): string {
  return payment.stripeInvoiceId ?? `payment:${payment.id}`;
}

/**
 * Issues the VAT invoice of one paid payment, once: the next FV number of the issue's year taken in the
 * same transaction as the invoice row (a failed issue gives its number back), the document frozen. Without
 * the seller settings nothing is issued (the sweep issues it once they are set); NBP away throws, and the
 * job tries again later.
 */
export async function issueInvoice(
  ctx: InvoicingContext,
  paymentId: string,
  onIssued?: OnInvoiceIssued,
): Promise<InvoiceRow | null> {
  const seller = ctx.invoicing.seller;
  if (!seller) return null;
  const payment = await findPayment(ctx.db, paymentId);
  if (payment?.source !== 'stripe' || payment.status !== 'paid') return null;
  const reference = referenceOf(payment);
  const existing = await findInvoiceByReference(ctx.db, 'FV', reference);
  if (existing) return existing;

  const buyer = await buyerOf(ctx.db, payment.companyId);
  const treatment = vatTreatmentOf({ country: buyer.country, vatNumberConfirmed: buyer.vatNumberConfirmed });
  const currency = payment.currency.toUpperCase() === 'PLN' ? 'PLN' : 'EUR';
  const saleDate = polishDate(payment.createdAt);
  const exchange = needsExchangeRate(currency, treatment) ? await ctx.rates.eurRateBefore(saleDate) : null;
  const issuedAt = ctx.clock.now();
  const issueDate = polishDate(issuedAt);
  const year = Number(issueDate.slice(0, 4));
  try {
    return await withTransaction(ctx.db, async (tx) => {
      const sequence = await takeNextNumber(tx, 'FV', year);
      const number = formatInvoiceNumber('FV', year, sequence);
      const document = buildInvoiceDocument({
        number,
        issueDate,
        saleDate,
        language: buyer.language,
        currency,
        seller,
        buyer,
        treatment,
        amounts: amountsOfPayment(payment, treatment),
        exchange,
        payment: { paidAt: saleDate, method: payment.method ?? 'card' },
        plan: payment.plan,
      });
      const row = await insertInvoice(tx, {
        series: 'FV',
        year,
        sequence,
        number,
        companyId: payment.companyId,
        paymentId: payment.id,
        stripeReference: reference,
        correctsInvoiceId: null,
        document,
        issuedAt,
      });
      if (!row) throw new AlreadyIssued();
      await onIssued?.(tx, row);
      return row;
    });
  } catch (error) {
    if (error instanceof AlreadyIssued) return findInvoiceByReference(ctx.db, 'FV', reference);
    throw error;
  }
}

export function createIssueInvoiceHandler(
  ctx: InvoicingContext,
  onIssued?: OnInvoiceIssued,
): JobHandler<typeof issueInvoiceJob> {
  return async ({ paymentId }) => {
    await issueInvoice(ctx, paymentId, onIssued);
  };
}
