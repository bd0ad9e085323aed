import 'server-only';

export { CompanyInvoices } from './company-invoices';
export { InvoicingNotice } from './invoicing-notice';
