import 'server-only';

export { InvoicesReport } from './invoices-report';
