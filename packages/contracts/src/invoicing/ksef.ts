import { z } from 'zod';
import { ksefStateSchema } from './invoice-document';

const when = z.iso.datetime();

/**
 * One invoice as the admin's "Invoices" page shows it: number, buyer, date, gross and where it stands with
 * KSeF (waiting, sending, sent, accepted with its KSeF number, rejected with KSeF's reason).
 */
export const ksefInvoiceSchema = z.object({
  id: z.string(),
  kind: z.enum(['VAT', 'KOR']),
  /** As printed, e.g. FV/2026/000123. */
  number: z.string(),
  /** The buyer as issued (the company may have changed its name or left since). */
  companyName: z.string(),
  companyId: z.string().nullable(),
  issueDate: z.iso.date(),
  currency: z.enum(['PLN', 'EUR']),
  grossCents: z.number().int(),
  ksefState: ksefStateSchema,
  ksefNumber: z.string().nullable(),
  /** KSeF's reason of a rejection, or the last error while sending (KSeF unreachable). */
  ksefError: z.string().nullable(),
  /** How many times sending was tried. */
  ksefAttempts: z.number().int(),
  ksefSentAt: when.nullable(),
  ksefDecidedAt: when.nullable(),
  /** Rejected, or waiting or sending with an error or for long: the admin may send it again. */
  canResend: z.boolean(),
  /** The invoice's PDF (the invoicing capability's route). */
  pdfUrl: z.string(),
});
export type KsefInvoice = z.infer<typeof ksefInvoiceSchema>;

export const ksefInvoicesSchema = z.object({
  items: z.array(ksefInvoiceSchema),
  total: z.number().int(),
  /** Whether KSEF_URL, KSEF_TOKEN and SELLER_NIP are set: without them invoices wait and nothing is sent. */
  configured: z.boolean(),
});
export type KsefInvoices = z.infer<typeof ksefInvoicesSchema>;

export const ksefInvoicesQuerySchema = z.object({
  /** The invoice number or the buyer's name. */
  q: z.string().trim().max(200).optional(),
  state: ksefStateSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type KsefInvoicesQuery = z.infer<typeof ksefInvoicesQuerySchema>;
