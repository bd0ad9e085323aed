import type { Inquiry, VisibilityDays } from '@tendero/contracts';
import { withTransaction } from '@tendero/db';
import type { Session } from '../../accounts/index';
import { assertInquiryAction, inquiryState } from '../inquiries.policy';
import { updateInquiry } from '../inquiries.repository';
import type { InquiriesContext } from '../inquiries-context';
import { ownInquiry, viewInquiry } from '../inquiry-access';
import { dayMs, reindex } from '../inquiry-rules';

/** Visible `days` more: from now when it had ended, else from its end date. */
export async function extendInquiry(
  ctx: InquiriesContext,
  session: Session,
  id: string,
  days: VisibilityDays,
): Promise<Inquiry> {
  const row = await ownInquiry(ctx, session, id);
  const now = ctx.clock.now();
  assertInquiryAction(inquiryState(row, now), 'extend');
  const from = Math.max(now.getTime(), row.visibleUntil.getTime());
  const extended = await withTransaction(ctx.db, async (tx) => {
    const updated = await updateInquiry(tx, id, { visibleUntil: new Date(from + days * dayMs), updatedAt: now });
    await reindex(tx, id);
    return updated;
  });
  return viewInquiry(ctx, session, extended);
}
