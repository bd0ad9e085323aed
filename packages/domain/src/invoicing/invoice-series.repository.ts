import { type Db, schema } from '@tendero/db';
import { and, eq, sql } from 'drizzle-orm';

const { invoiceSeries } = schema;

export type InvoiceSeries = 'FV' | 'KOR';

/**
 * The next number of a series in a year, in the caller's transaction: the year's row is created at 0 if
 * missing (INSERT … ON CONFLICT DO NOTHING), then one atomic UPDATE … RETURNING takes the next number. The
 * row stays locked until the transaction ends, so parallel issues queue here and each gets the next number;
 * an issue that fails rolls its number back with it: no gaps, no duplicates.
 */
export async function takeNextNumber(tx: Db, series: InvoiceSeries, year: number): Promise<number> {
  await tx.insert(invoiceSeries).values({ series, year, lastNumber: 0 }).onConflictDoNothing();
  const [row] = await tx
    .update(invoiceSeries)
    .set({ lastNumber: sql`${invoiceSeries.lastNumber} + 1` })
    .where(and(eq(invoiceSeries.series, series), eq(invoiceSeries.year, year)))
    .returning({ lastNumber: invoiceSeries.lastNumber });
  if (!row) throw new Error(`invoice series ${series}/${year} not found`);
  return row.lastNumber;
}

/** As printed: FV/2026/000123. */
export function formatInvoiceNumber(series: InvoiceSeries, year: number, sequence: number): string {
  return `${series}/${year}/${String(sequence).padStart(6, '0')}`;
}
