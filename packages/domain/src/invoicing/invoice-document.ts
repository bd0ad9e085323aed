import type { InvoiceDocument, PremiumPlan, VatTreatment } from '@tendero/contracts';
import { translator } from '@tendero/i18n';
import { periodOf } from './invoice-dates';
import type { SellerSettings } from './invoicing-context';
import { type NbpRate, toPlnGrosze } from './nbp.gateway';

/** The buyer as the invoice names it (from the company's tax identity). */
export type InvoiceBuyer = {
  name: string;
  nip: string | null;
  vatNumber: string | null;
  street: string;
  postalCode: string;
  city: string;
  country: string;
};

export type InvoiceInput = {
  number: string;
  issueDate: string;
  saleDate: string;
  language: 'pl' | 'en';
  currency: 'PLN' | 'EUR';
  seller: SellerSettings;
  buyer: InvoiceBuyer;
  treatment: VatTreatment;
  amounts: { netCents: number; vatCents: number; grossCents: number };
  /** NBP's rate of the working day before the sale: used for a euro invoice with Polish VAT only. */
  exchange: NbpRate | null;
  payment: { paidAt: string; method: 'card' | 'blik' | 'p24' };
  plan: PremiumPlan | null;
};

/** Whether an invoice needs NBP's rate: in euro, with Polish VAT on it. */
export function needsExchangeRate(currency: 'PLN' | 'EUR', treatment: VatTreatment): boolean {
  return currency === 'EUR' && treatment.kind === 'PL_VAT';
}

/** The legal notes a Polish accountant expects for the treatment, in the invoice's language. */
export function notesOf(treatment: VatTreatment, language: 'pl' | 'en'): string[] {
  const say = translator(language, 'invoices.document.notes');
  if (treatment.kind === 'REVERSE_CHARGE') return [say('reverseCharge')];
  if (treatment.kind === 'OUTSIDE_EU') return [say('outsideEu')];
  return [];
}

/** A Premium invoice of one payment, frozen as issued (`invoices.document`). */
export function buildInvoiceDocument(input: InvoiceInput): InvoiceDocument {
  const say = translator(input.language, 'invoices.document');
  const period = input.plan ? periodOf(input.plan, input.saleDate) : null;
  const name =
    input.plan && period
      ? say('line', { plan: say(`plans.${input.plan}`), from: period.from, to: period.to })
      : say('premium');
  const { netCents, vatCents, grossCents } = input.amounts;
  const exchange =
    needsExchangeRate(input.currency, input.treatment) && input.exchange
      ? { ...input.exchange, vatPlnGrosze: toPlnGrosze(vatCents, input.exchange.rate) }
      : null;
  return {
    kind: 'VAT',
    number: input.number,
    issueDate: input.issueDate,
    saleDate: input.saleDate,
    language: input.language,
    currency: input.currency,
    seller: {
      name: input.seller.name,
      nip: input.seller.nip,
      address: {
        street: input.seller.street,
        postalCode: input.seller.postalCode,
        city: input.seller.city,
        country: 'PL',
      },
      bankAccount: input.seller.bankAccount,
    },
    buyer: {
      name: input.buyer.name,
      nip: input.buyer.country === 'PL' ? input.buyer.nip : null,
      vatNumber: input.buyer.country === 'PL' ? null : input.buyer.vatNumber,
      address: {
        street: input.buyer.street,
        postalCode: input.buyer.postalCode,
        city: input.buyer.city,
        country: input.buyer.country,
      },
    },
    treatment: input.treatment.kind,
    vatRatePercent: input.treatment.ratePercent,
    lines: [
      {
        name,
        quantity: 1,
        unit: say('unit'),
        unitNetCents: netCents,
        netCents,
        vatCents,
        grossCents,
      },
    ],
    totals: { netCents, vatCents, grossCents },
    exchange,
    payment: input.payment,
    period,
    correction: null,
    notes: notesOf(input.treatment, input.language),
  };
}

/**
 * A correcting invoice of `original` for a refund of `refundedCents` of its gross: the differences,
 * negative, split into net and VAT in the original's proportion; the original's exchange rate stays (the
 * correction's VAT in złoty is counted at the rate of the invoice it corrects).
 */
export function buildCorrectionDocument(input: {
  original: InvoiceDocument;
  originalKsefNumber: string | null;
  number: string;
  issueDate: string;
  refundedCents: number;
  reason: string | null;
}): InvoiceDocument {
  const { original } = input;
  const say = translator(original.language, 'invoices.document');
  const gross = -Math.min(input.refundedCents, original.totals.grossCents);
  const net =
    original.totals.grossCents === 0 ? 0 : Math.round((gross * original.totals.netCents) / original.totals.grossCents);
  const vat = gross - net;
  const line = original.lines[0];
  return {
    ...original,
    kind: 'KOR',
    number: input.number,
    issueDate: input.issueDate,
    lines: [
      {
        name: say('correctionLine', { name: line?.name ?? say('premium') }),
        quantity: 1,
        unit: line?.unit ?? say('unit'),
        unitNetCents: net,
        netCents: net,
        vatCents: vat,
        grossCents: gross,
      },
    ],
    totals: { netCents: net, vatCents: vat, grossCents: gross },
    exchange: original.exchange
      ? { ...original.exchange, vatPlnGrosze: toPlnGrosze(vat, original.exchange.rate) }
      : null,
    correction: {
      ofNumber: original.number,
      ofIssueDate: original.issueDate,
      ofKsefNumber: input.originalKsefNumber,
      reason: input.reason ?? say('refundReason'),
    },
  };
}
