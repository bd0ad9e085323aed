export { PaymentInvoiceLinks } from './payment-invoice-links';
