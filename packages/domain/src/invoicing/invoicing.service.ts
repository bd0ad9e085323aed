import { bindOperation as bind } from '../shared/bind-operation';
import type { DomainContext } from '../shared/context';
import type { InvoicingContext, InvoicingSettings } from './invoicing-context';
import type { ExchangeRates } from './nbp.gateway';
import { invoicePdf } from './operations/invoice-pdf';
import { createCorrectionHandler, issueCorrection } from './operations/issue-correction';
import { createIssueInvoiceHandler, issueInvoice, type OnInvoiceIssued } from './operations/issue-invoice';
import { invoicingStatus, listOwnInvoices } from './operations/list-invoices';
import { createInvoiceSweepHandler } from './operations/sweep-invoices';

export type InvoicingDeps = {
  settings: InvoicingSettings;
  rates: ExchangeRates;
  /** Called in the issuing transaction of every invoice and correction (KSeF's part queues its sending). */
  onIssued?: OnInvoiceIssued;
};

/**
 * Invoicing: Tendero's own VAT invoices (issue 38). A job issues one per paid payment, numbered without
 * gaps per year (FV/2026/000123), and a correcting invoice (KOR/…) per refund; managers and admins
 * download them as PDF. Each operation is one file in operations/; this face binds them to the context.
 */
export function createInvoicing(domain: DomainContext, deps: InvoicingDeps) {
  const ctx: InvoicingContext = { ...domain, invoicing: deps.settings, rates: deps.rates };
  return {
    companyInvoices: bind(ctx, listOwnInvoices),
    status: bind(ctx, invoicingStatus),
    pdf: bind(ctx, invoicePdf),
    issue: (paymentId: string) => issueInvoice(ctx, paymentId, deps.onIssued),
    correct: (refund: Parameters<typeof issueCorrection>[1]) => issueCorrection(ctx, refund, deps.onIssued),
    /** Job handlers, for the worker of the process. */
    issueHandler: createIssueInvoiceHandler(ctx, deps.onIssued),
    correctionHandler: createCorrectionHandler(ctx, deps.onIssued),
    sweepHandler: createInvoiceSweepHandler(ctx, deps.onIssued),
  };
}
export type Invoicing = ReturnType<typeof createInvoicing>;
