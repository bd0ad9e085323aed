import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';
import { invoiceListSchema, invoiceParamsSchema, invoicingStatusSchema } from './invoicing';

const tags = ['invoicing'];

/**
 * Tendero's own VAT invoices (issue 38): issued by a job for every paid payment, downloaded as PDF by the
 * company's manager and by admins. Anyone else is answered 404 for an invoice that is not theirs.
 */
export const invoicingEndpoints = {
  companyInvoices: defineEndpoint({
    method: 'GET',
    path: '/api/invoices',
    access: ['MANAGER'],
    tags,
    summary: "The company's own VAT invoices and corrections, newest first (manager)",
    answer: invoiceListSchema,
  }),
  invoicePdf: defineEndpoint({
    method: 'GET',
    path: '/api/invoices/:invoiceId/pdf',
    access: ['MANAGER', 'ADMIN'],
    tags,
    summary: "One invoice as PDF, in the invoice's language (the company's manager, admins)",
    params: invoiceParamsSchema,
    format: 'binary',
    answer: z.unknown(),
    errors: ['NOT_FOUND'],
  }),
  invoicingStatus: defineEndpoint({
    method: 'GET',
    path: '/api/admin/invoicing',
    access: ['ADMIN'],
    tags,
    summary: 'Whether this server issues invoices: the seller settings it lacks, the payments waiting (admins)',
    answer: invoicingStatusSchema,
  }),
};
