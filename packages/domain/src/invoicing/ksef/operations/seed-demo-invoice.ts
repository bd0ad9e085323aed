import type { InvoiceDocument } from '@tendero/contracts';
import { type Db, withTransaction } from '@tendero/db';
import type { Clock } from '../../../shared/clock';
import { hasAnyInvoice, insertDemoInvoice } from '../ksef.repository';
import { enqueueKsefSend } from './advance-invoice';

/**
 * Demo data: one issued invoice waiting for KSeF, so the admin's "Invoices" page shows its way there (sent by
 * the sweep where KSEF_* is set; waiting, and said so, where it is not). Only on a database without invoices.
 */
export async function seedDemoInvoice(
  ctx: { db: Db; clock: Clock },
  document: Omit<InvoiceDocument, 'number'>,
): Promise<boolean> {
  if (await hasAnyInvoice(ctx.db)) return false;
  await withTransaction(ctx.db, async (tx) => {
    const id = await insertDemoInvoice(tx, { document, issuedAt: ctx.clock.now() });
    await enqueueKsefSend({ db: tx, clock: ctx.clock }, id);
  });
  return true;
}
