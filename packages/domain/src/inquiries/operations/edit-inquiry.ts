import type { Inquiry, InquiryUpdateInput } from '@tendero/contracts';
import { withTransaction } from '@tendero/db';
import type { Session } from '../../accounts/index';
import { assertInquiryAction, inquiryState } from '../inquiries.policy';
import { updateInquiry } from '../inquiries.repository';
import type { InquiriesContext } from '../inquiries-context';
import { ownInquiry, viewInquiry } from '../inquiry-access';
import { checkCatalogue, fieldsOf, reindex } from '../inquiry-rules';

/** The author edits an open inquiry; a marketing consent ticked now is reported like one given at creation. */
export async function editInquiry(
  ctx: InquiriesContext,
  session: Session,
  id: string,
  input: InquiryUpdateInput,
  meta: { ip?: string | null } = {},
): Promise<Inquiry> {
  const row = await ownInquiry(ctx, session, id);
  assertInquiryAction(inquiryState(row, ctx.clock.now()), 'edit');
  checkCatalogue(input);
  const updated = await withTransaction(ctx.db, async (tx) => {
    const row = await updateInquiry(tx, id, { ...fieldsOf(input), updatedAt: ctx.clock.now() });
    await reindex(tx, id);
    return row;
  });
  if (input.marketingConsent && !row.marketingConsent) {
    await ctx.onMarketingConsent?.({ userId: session.userId, ip: meta.ip ?? null });
  }
  return viewInquiry(ctx, session, updated);
}
