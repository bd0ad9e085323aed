import type { InvoiceDocument } from '@tendero/contracts';
import { type Db, schema } from '@tendero/db';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { InvoiceSeries } from './invoice-series.repository';

const { invoices } = schema;

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Stores an issued invoice; null when one with the same Stripe reference in the series exists already
 * (a payment issued twice): the caller rolls its transaction, and the number it took, back.
 */
export async function insertInvoice(
  tx: Db,
  values: {
    series: InvoiceSeries;
    year: number;
    sequence: number;
    number: string;
    companyId: string | null;
    paymentId: string | null;
    stripeReference: string;
    correctsInvoiceId: string | null;
    document: InvoiceDocument;
    issuedAt: Date;
  },
): Promise<InvoiceRow | null> {
  const [row] = await tx
    .insert(invoices)
    .values({
      ...values,
      currency: values.document.currency,
      netCents: values.document.totals.netCents,
      vatCents: values.document.totals.vatCents,
      grossCents: values.document.totals.grossCents,
      language: values.document.language,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function findInvoice(db: Db, id: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row ?? null;
}

export async function findInvoiceByReference(
  db: Db,
  series: InvoiceSeries,
  stripeReference: string,
): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.series, series), eq(invoices.stripeReference, stripeReference)));
  return row ?? null;
}

/** A payment's VAT invoice (not its corrections). */
export async function findPaymentInvoice(db: Db, paymentId: string): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.paymentId, paymentId), eq(invoices.series, 'FV')))
    .orderBy(asc(invoices.issuedAt))
    .limit(1);
  return row ?? null;
}

/** A company's invoices and corrections, newest first. */
export async function listCompanyInvoices(db: Db, companyId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.companyId, companyId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.number));
}

/** The numbers of the payments' invoices, the VAT invoice first, then its corrections in order. */
export async function invoiceNumbersOfPayments(
  db: Db,
  paymentIds: string[],
): Promise<Map<string, { id: string; kind: 'VAT' | 'KOR'; number: string }[]>> {
  const byPayment = new Map<string, { id: string; kind: 'VAT' | 'KOR'; number: string }[]>();
  if (paymentIds.length === 0) return byPayment;
  const rows = await db
    .select({ id: invoices.id, series: invoices.series, number: invoices.number, paymentId: invoices.paymentId })
    .from(invoices)
    .where(inArray(invoices.paymentId, paymentIds))
    .orderBy(asc(invoices.series), asc(invoices.year), asc(invoices.sequence));
  for (const row of rows) {
    if (!row.paymentId) continue;
    const list = byPayment.get(row.paymentId) ?? [];
    list.push({ id: row.id, kind: row.series === 'FV' ? 'VAT' : 'KOR', number: row.number });
    byPayment.set(row.paymentId, list);
  }
  return byPayment;
}

/** The corrections of a payment's invoice, in order. */
export async function listPaymentCorrections(db: Db, paymentId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.paymentId, paymentId), eq(invoices.series, 'KOR')))
    .orderBy(asc(invoices.issuedAt));
}
