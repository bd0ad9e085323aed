export type { InvoiceBuyer, InvoiceInput } from './invoice-document';
export { buildCorrectionDocument, buildInvoiceDocument, notesOf } from './invoice-document';
export { renderInvoicePdf } from './invoice-pdf';
export { invoiceNumbersOfPayments } from './invoices.repository';
export {
  correctInvoiceJob,
  enqueueCorrectionFor,
  enqueueInvoiceFor,
  invoiceSweepJob,
  issueInvoiceJob,
} from './invoicing.jobs';
export { createInvoicing, type Invoicing, type InvoicingDeps } from './invoicing.service';
export type { InvoicingSettings, SellerSettings } from './invoicing-context';
export { createNbpRates, dayBefore, type ExchangeRates, type NbpRate, RatesUnavailableError } from './nbp.gateway';
export type { OnInvoiceIssued } from './operations/issue-invoice';
export { ensureInvoiceSweep } from './operations/sweep-invoices';
