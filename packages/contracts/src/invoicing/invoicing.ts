import { z } from 'zod';
import { ksefStateSchema } from './invoice-document';

/**
 * Tendero's own VAT invoices as the pages list them (issue 38): the manager's company's, the invoice numbers
 * beside each payment of the payments reports, and whether this server can issue them at all.
 */
const day = z.iso.date();
const cents = z.number().int();

export const invoiceKindSchema = z.enum(['VAT', 'KOR']);

/** One invoice or correction in a list: what the PDF says on its first line, and its totals. */
export const invoiceSummarySchema = z.object({
  id: z.string(),
  kind: invoiceKindSchema,
  /** E.g. FV/2026/000123, KOR/2026/000004. */
  number: z.string(),
  issueDate: day,
  saleDate: day,
  currency: z.enum(['PLN', 'EUR']),
  netCents: cents,
  vatCents: cents,
  grossCents: cents,
  paymentId: z.string().nullable(),
  /** A correction's original invoice number. */
  correctsNumber: z.string().nullable(),
  ksefState: ksefStateSchema,
  ksefNumber: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
export const invoiceListSchema = z.object({ items: z.array(invoiceSummarySchema) });

export const invoiceParamsSchema = z.object({ invoiceId: z.uuid() });

/** A payment's own invoices (the VAT invoice, then its corrections), as the payments lists show them. */
export const paymentInvoiceSchema = z.object({ id: z.string(), kind: invoiceKindSchema, number: z.string() });
export type PaymentInvoice = z.infer<typeof paymentInvoiceSchema>;

/** The settings naming Tendero as the seller (README): without every one of them no invoice is issued. */
export const sellerSettingNames = [
  'SELLER_NAME',
  'SELLER_NIP',
  'SELLER_STREET',
  'SELLER_POSTAL_CODE',
  'SELLER_CITY',
  'SELLER_BANK_ACCOUNT',
] as const;
export type SellerSettingName = (typeof sellerSettingNames)[number];

/** Whether this server issues invoices (admins): the seller settings it lacks, and the payments waiting. */
export const invoicingStatusSchema = z.object({
  missingSettings: z.array(z.enum(sellerSettingNames)),
  /** Paid payments still without their invoice (waiting for the settings, or for NBP's rate). */
  waitingPayments: z.number().int(),
});
export type InvoicingStatus = z.infer<typeof invoicingStatusSchema>;
