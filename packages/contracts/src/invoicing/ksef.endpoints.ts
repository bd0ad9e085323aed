import { defineEndpoint } from '../shared/endpoint';
import { invoiceParamsSchema } from './invoicing';
import { ksefInvoiceSchema, ksefInvoicesQuerySchema, ksefInvoicesSchema } from './ksef';

const tags = ['invoicing'];

/** Tendero's invoices and KSeF (issue 38): the admin follows each invoice's way to KSeF and sends one again. */
export const ksefEndpoints = {
  adminInvoices: defineEndpoint({
    method: 'GET',
    path: '/api/admin/invoices',
    access: ['ADMIN'],
    tags,
    summary: 'Every invoice with its number, buyer, date, gross and KSeF state, newest first (admins)',
    query: ksefInvoicesQuerySchema,
    answer: ksefInvoicesSchema,
  }),
  resend: defineEndpoint({
    method: 'POST',
    path: '/api/admin/invoices/:invoiceId/ksef/resend',
    access: ['ADMIN'],
    tags,
    summary: 'Send a rejected or stuck invoice to KSeF again (admins; recorded in the activity log)',
    params: invoiceParamsSchema,
    answer: ksefInvoiceSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'NOT_AVAILABLE'],
  }),
};
