import type { Inquiry } from '@tendero/contracts';
import { withTransaction } from '@tendero/db';
import type { Session } from '../../accounts/index';
import { findPeople } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { shortName } from '../../shared/names';
import { findApplication, updateApplication } from '../applications.repository';
import { queueDecisionMail } from '../inquiries.mail';
import { assertApplicationAction } from '../inquiries.policy';
import { findInquiry, type InquiryRow } from '../inquiries.repository';
import type { InquiriesContext } from '../inquiries-context';
import { ownInquiry, viewInquiry } from '../inquiry-access';
import { setLeadStates } from '../leads.repository';

/** The client declines one offer; the rep is told politely, the inquiry stays open for others. */
export async function declineApplication(
  ctx: InquiriesContext,
  session: Session,
  inquiryId: string,
  applicationId: string,
): Promise<Inquiry> {
  const inquiry = await ownInquiry(ctx, session, inquiryId);
  await withTransaction(ctx.db, async (tx) => {
    const offer = await findApplication(tx, applicationId);
    if (!offer || offer.hiddenAt || offer.inquiryId !== inquiryId) throw new AppError('NOT_FOUND');
    assertApplicationAction(offer.state, 'decline');
    const now = ctx.clock.now();
    await updateApplication(tx, applicationId, { state: 'declined', decidedAt: now, updatedAt: now });
    await setLeadStates(tx, inquiryId, [{ companyId: offer.companyId, state: 'lost' }], now);
    const [client, rep] = await Promise.all([
      findPeople(tx, [inquiry.clientId]).then((list) => list[0]),
      findPeople(tx, [offer.repId]).then((list) => list[0]),
    ]);
    await queueDecisionMail(tx, ctx, rep, inquiry, 'notChosen:declined', shortName(client));
  });
  return viewInquiry(ctx, session, (await findInquiry(ctx.db, inquiryId)) as InquiryRow);
}
