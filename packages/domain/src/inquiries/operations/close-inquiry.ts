import type { Inquiry, InquiryCloseReason } from '@tendero/contracts';
import { withTransaction } from '@tendero/db';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { assertInquiryAction, inquiryState } from '../inquiries.policy';
import { lockInquiry, updateInquiry } from '../inquiries.repository';
import type { InquiriesContext } from '../inquiries-context';
import { notChosen, ownInquiry, viewInquiry } from '../inquiry-access';
import { reindex } from '../inquiry-rules';

/**
 * The client closes an inquiry without choosing an offer, optionally saying why: every company that
 * offered is told at once, with the reason (a decision, so it counts for the client's buyer's record).
 */
export async function closeInquiry(
  ctx: InquiriesContext,
  session: Session,
  id: string,
  input: { reason?: InquiryCloseReason } = {},
): Promise<Inquiry> {
  await ownInquiry(ctx, session, id);
  const closed = await withTransaction(ctx.db, async (tx) => {
    const row = await lockInquiry(tx, id);
    if (!row) throw new AppError('NOT_FOUND');
    const now = ctx.clock.now();
    assertInquiryAction(inquiryState(row, now), 'close');
    const updated = await updateInquiry(tx, id, {
      state: 'closed',
      outcome: 'closed',
      closeReason: input.reason ?? null,
      closedAt: now,
      updatedAt: now,
    });
    await reindex(tx, id);
    await notChosen(ctx, tx, updated, null, 'notChosen:closed');
    return updated;
  });
  return viewInquiry(ctx, session, closed);
}
