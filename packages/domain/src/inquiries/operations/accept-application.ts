import type { Inquiry } from '@tendero/contracts';
import { withTransaction } from '@tendero/db';
import type { Session } from '../../accounts/index';
import { findPeople } from '../../accounts/index';
import { markReviewVerified, refreshCompanyFacts } from '../../marketplace/index';
import { AppError } from '../../shared/app-error';
import { findApplication, updateApplication } from '../applications.repository';
import { queueAwardMails } from '../inquiries.mail';
import { assertApplicationAction, assertInquiryAction, inquiryState } from '../inquiries.policy';
import { lockInquiry, updateInquiry } from '../inquiries.repository';
import type { InquiriesContext } from '../inquiries-context';
import { notChosen, ownInquiry, viewInquiry } from '../inquiry-access';
import { reindex } from '../inquiry-rules';
import { setLeadStates } from '../leads.repository';
import { companyNameOf } from '../providers.repository';

/** The client accepts one offer: the inquiry closes, every other company is told at once. */
export async function acceptApplication(
  ctx: InquiriesContext,
  session: Session,
  inquiryId: string,
  applicationId: string,
): Promise<Inquiry> {
  await ownInquiry(ctx, session, inquiryId);
  const accepted = await withTransaction(ctx.db, async (tx) => {
    const inquiry = await lockInquiry(tx, inquiryId);
    const offer = await findApplication(tx, applicationId);
    // An offer hidden while its company is not verified is not the client's to decide on.
    if (!inquiry || !offer || offer.hiddenAt || offer.inquiryId !== inquiryId) throw new AppError('NOT_FOUND');
    const now = ctx.clock.now();
    assertInquiryAction(inquiryState(inquiry, now), 'accept');
    assertApplicationAction(offer.state, 'accept');
    await updateApplication(tx, applicationId, { state: 'accepted', decidedAt: now, updatedAt: now });
    const updated = await updateInquiry(tx, inquiryId, {
      state: 'closed',
      outcome: 'accepted',
      closedAt: now,
      updatedAt: now,
    });
    await reindex(tx, inquiryId);
    await setLeadStates(tx, inquiryId, [{ companyId: offer.companyId, state: 'won' }], now);
    const [client, rep] = await Promise.all([
      findPeople(tx, [inquiry.clientId]).then((list) => list[0]),
      findPeople(tx, [offer.repId]).then((list) => list[0]),
    ]);
    await queueAwardMails(tx, ctx, { inquiry, client, rep, company: await companyNameOf(tx, offer.companyId) });
    await notChosen(ctx, tx, updated, applicationId, 'notChosen:accepted');
    // The accepted offer makes the client's review of this company a verified one.
    if (await markReviewVerified(tx, inquiry.clientId, offer.companyId)) {
      await refreshCompanyFacts(tx, offer.companyId, now);
    }
    return { updated, companyId: offer.companyId, clientId: inquiry.clientId, repId: offer.repId };
  });
  // Accepting an offer shares the client's details with its company, and opens their conversation.
  await ctx.onContactWork?.({ kind: 'offer-accepted', clientId: accepted.clientId, companyId: accepted.companyId });
  await ctx.onAwarded?.({ clientId: accepted.clientId, repId: accepted.repId });
  return viewInquiry(ctx, session, accepted.updated);
}
