import { type Db, schema } from '@tendero/db';
import { and, asc, count, eq, isNotNull, notExists } from 'drizzle-orm';

const { payments, invoices } = schema;

/** A payment as an invoice reads it (billing owns the table; invoicing only reads it). */
export type InvoicedPayment = typeof payments.$inferSelect;

export async function findPayment(db: Db, id: string): Promise<InvoicedPayment | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

/**
 * Paid Stripe payments without their VAT invoice, among those charged since Tendero issues its own (their
 * net and VAT recorded): a payment from before, which Stripe's receipt covered, is never invoiced again
 * months later under a new date.
 */
const withoutInvoice = (db: Db) =>
  and(
    eq(payments.source, 'stripe'),
    eq(payments.status, 'paid'),
    isNotNull(payments.netCents),
    notExists(
      db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.paymentId, payments.id), eq(invoices.series, 'FV'))),
    ),
  );

/** Paid Stripe payments without their VAT invoice yet, oldest first. */
export async function listPaymentsWithoutInvoice(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(withoutInvoice(db))
    .orderBy(asc(payments.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function countPaymentsWithoutInvoice(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(payments).where(withoutInvoice(db));
  return row?.n ?? 0;
}
