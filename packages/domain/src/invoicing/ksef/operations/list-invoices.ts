import type { KsefInvoices, KsefInvoicesQuery } from '@tendero/contracts';
import type { Session } from '../../../accounts/index';
import { assertInvoiceAdmin } from '../ksef.policy';
import { listInvoices } from '../ksef.repository';
import { invoiceOut, type KsefContext } from '../ksef-rules';

/** Every invoice with its KSeF state, newest first, a page at a time (admins). */
export async function listKsefInvoices(
  ctx: KsefContext,
  session: Session,
  query: KsefInvoicesQuery,
): Promise<KsefInvoices> {
  assertInvoiceAdmin(session);
  const { rows, total } = await listInvoices(ctx.db, query);
  const now = ctx.clock.now();
  const configured = ctx.ksef !== null;
  return { items: rows.map((row) => invoiceOut(row, now, configured)), total, configured };
}
