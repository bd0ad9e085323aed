import { type VatTreatment, vatTreatmentOf } from '@tendero/contracts';
import type { JobHandler } from '../../shared/jobs';
import { buyerOf } from '../buyer';
import { polishDate } from '../invoice-dates';
import { buildInvoiceDocument, needsExchangeRate } from '../invoice-document';
import { findPayment, type InvoicedPayment } from '../invoice-payments.repository';
import { findInvoiceByReference, type InvoiceRow } from '../invoices.repository';
import type { issueInvoiceJob } from '../invoicing.jobs';
import type { InvoicingContext } from '../invoicing-context';
import { issueNumbered, type OnInvoiceIssued } from './issue-numbered';

export type { OnInvoiceIssued } from './issue-numbered';

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
  return issueNumbered(
    ctx,
    {
      series: 'FV',
      reference,
      companyId: payment.companyId,
      paymentId: payment.id,
      correctsInvoiceId: null,
      document: ({ number, issueDate }) =>
        buildInvoiceDocument({
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
        }),
    },
    onIssued,
  );
}

export function createIssueInvoiceHandler(
  ctx: InvoicingContext,
  onIssued?: OnInvoiceIssued,
): JobHandler<typeof issueInvoiceJob> {
  return async ({ paymentId }) => {
    await issueInvoice(ctx, paymentId, onIssued);
  };
}
