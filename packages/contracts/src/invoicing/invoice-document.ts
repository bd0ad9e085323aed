import { z } from 'zod';

/**
 * One Tendero VAT invoice (or its correction) as issued: everything the PDF, the FA(3) XML sent to KSeF and
 * the payments CSVs show, frozen when the invoice is issued (an invoice never changes afterwards; a
 * mistake or a refund is a correcting invoice). Amounts are in minor units (grosze, cents) of `currency`;
 * a correction's amounts are the differences (negative for a refund).
 */
const day = z.iso.date();
const cents = z.number().int();

export const invoiceAddressSchema = z.object({
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().length(2),
});

export const vatTreatmentKindSchema = z.enum(['PL_VAT', 'REVERSE_CHARGE', 'OUTSIDE_EU']);

export const invoiceLineSchema = z.object({
  /** What was sold, in the invoice's language (e.g. "Tendero Premium, yearly plan, 6 Dec 2026 – 5 Dec 2027"). */
  name: z.string(),
  quantity: z.number().int(),
  /** The unit of measure as written on the invoice ("szt.", "usł."). */
  unit: z.string(),
  unitNetCents: cents,
  netCents: cents,
  vatCents: cents,
  grossCents: cents,
});

export const invoiceDocumentSchema = z.object({
  /** `VAT`: a VAT invoice; `KOR`: a correcting invoice of `correction.ofNumber`. */
  kind: z.enum(['VAT', 'KOR']),
  /** E.g. FV/2026/000123 (KOR/2026/000004 for corrections): one continuous series a year each. */
  number: z.string(),
  issueDate: day,
  /** The date of the sale (the payment's), which the NBP rate is taken the working day before. */
  saleDate: day,
  /** `pl` always for a Polish buyer. */
  language: z.enum(['pl', 'en']),
  currency: z.enum(['PLN', 'EUR']),
  seller: z.object({
    name: z.string(),
    nip: z.string(),
    address: invoiceAddressSchema,
    /** IBAN of the seller's bank account. */
    bankAccount: z.string(),
  }),
  buyer: z.object({
    name: z.string(),
    /** A Polish buyer's NIP (10 digits). */
    nip: z.string().nullable(),
    /** An EU buyer's VAT number with its country prefix. */
    vatNumber: z.string().nullable(),
    address: invoiceAddressSchema,
  }),
  treatment: vatTreatmentKindSchema,
  vatRatePercent: z.number().int(),
  lines: z.array(invoiceLineSchema).min(1),
  totals: z.object({ netCents: cents, vatCents: cents, grossCents: cents }),
  /**
   * A euro invoice with Polish VAT: the VAT in złoty at the National Bank of Poland's average rate (table A)
   * of the last working day before the sale.
   */
  exchange: z
    .object({
      /** PLN for 1 EUR, as NBP publishes it (4 decimals), e.g. "4.2567". */
      rate: z.string(),
      /** NBP's table number, e.g. "235/A/NBP/2026". */
      table: z.string(),
      /** The table's date. */
      date: day,
      vatPlnGrosze: cents,
    })
    .nullable(),
  payment: z.object({
    paidAt: day,
    method: z.enum(['card', 'blik', 'p24']),
  }),
  /** The Premium period the invoice is for. */
  period: z.object({ from: day, to: day }).nullable(),
  correction: z
    .object({
      ofNumber: z.string(),
      ofIssueDate: day,
      /** The corrected invoice's KSeF number, when KSeF had accepted it. */
      ofKsefNumber: z.string().nullable(),
      reason: z.string(),
    })
    .nullable(),
  /** Legal notes printed on the invoice (e.g. the reverse charge's), in its language. */
  notes: z.array(z.string()),
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;

/** Where an invoice stands with KSeF. */
export const ksefStates = ['waiting', 'sending', 'sent', 'accepted', 'rejected'] as const;
export const ksefStateSchema = z.enum(ksefStates);
export type KsefState = z.infer<typeof ksefStateSchema>;
