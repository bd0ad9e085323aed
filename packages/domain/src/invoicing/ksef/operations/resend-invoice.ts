import type { KsefInvoice } from '@tendero/contracts';
import { withTransaction } from '@tendero/db';
import type { Session } from '../../../accounts/index';
import { AppError } from '../../../shared/app-error';
import { recordAudit } from '../../../shared/audit.repository';
import { assertInvoiceAdmin } from '../ksef.policy';
import { findInvoice, reopenForSending } from '../ksef.repository';
import { canResend, invoiceOut, type KsefContext } from '../ksef-rules';
import { enqueueKsefSend } from './advance-invoice';

/**
 * An admin sends a rejected or stuck invoice to KSeF again (the same FA(3) document: an invoice never changes;
 * what was wrong is the settings or KSeF's side). Recorded in the activity log.
 */
export async function resendInvoice(
  ctx: KsefContext,
  session: Session,
  input: { invoiceId: string; ip?: string | null },
): Promise<KsefInvoice> {
  assertInvoiceAdmin(session);
  if (!ctx.ksef) {
    throw new AppError('NOT_AVAILABLE', { reason: 'KSEF_NOT_CONFIGURED', messageKey: 'ksef.errors.notConfigured' });
  }
  const now = ctx.clock.now();
  const row = await findInvoice(ctx.db, input.invoiceId);
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'ksef.errors.notFound' });
  if (!canResend(row, now, true)) {
    throw new AppError('CONFLICT', { reason: 'NOT_RESENDABLE', messageKey: 'ksef.errors.notResendable' });
  }
  const reopened = await withTransaction(ctx.db, async (tx) => {
    const updated = await reopenForSending(tx, row.id, [row.ksefState]);
    if (!updated) return null;
    await enqueueKsefSend({ db: tx, clock: ctx.clock }, row.id);
    await recordAudit(tx, {
      at: now,
      actorId: session.userId,
      action: 'invoice.ksef-resend',
      targetType: 'invoice',
      targetId: row.id,
      ip: input.ip ?? null,
      detail: { number: row.number, previousState: row.ksefState, previousError: row.ksefError },
    });
    return updated;
  });
  // Another admin's resend (or the job) moved it meanwhile.
  if (!reopened) throw new AppError('CONFLICT', { reason: 'NOT_RESENDABLE', messageKey: 'ksef.errors.notResendable' });
  return invoiceOut(reopened, now, true);
}
