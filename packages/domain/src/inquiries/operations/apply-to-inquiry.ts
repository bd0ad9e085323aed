import type { ApplicationFields } from '@tendero/contracts';
import { withTransaction } from '@tendero/db';
import { formatMoneyRange } from '@tendero/i18n';
import type { Session } from '../../accounts/index';
import { findPeople } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { startOfMonthUtc } from '../../shared/clock';
import {
  countApplications,
  countCompanyApplicationsSince,
  insertApplication,
  repOfferRemoved,
} from '../applications.repository';
import { queueNewOfferMail } from '../inquiries.mail';
import {
  assertActsAsRep,
  assertCompanyVerified,
  assertInquiryAction,
  assertNotOwnCompany,
  inquiryState,
} from '../inquiries.policy';
import { lockInquiry, updateInquiry } from '../inquiries.repository';
import type { InquiriesContext } from '../inquiries-context';
import { mayReadDetails, maySeeInquiry } from '../inquiry-access';
import { applicationValues } from '../inquiry-rules';
import { upsertLead } from '../leads.repository';
import { companyOfUser, companyVerifiedForUpdate, providerOf } from '../providers.repository';
import { getApplication } from './get-application';

/**
 * A sales rep's offer (or a manager's who answers inquiries themselves): one per person and inquiry, only
 * while the inquiry is open, only from a verified company, never on their company's own inquiry.
 */
export async function applyToInquiry(
  ctx: InquiriesContext,
  session: Session,
  inquiryId: string,
  input: ApplicationFields,
) {
  assertActsAsRep(session);
  const provider = await providerOf(ctx.db, session.userId);
  // The stored row decides, not the session alone: a manager who just switched answering off sends nothing.
  assertActsAsRep(provider);
  if (!provider) throw new AppError('FORBIDDEN');
  assertCompanyVerified(provider);
  const now = ctx.clock.now();
  const values = applicationValues(input, now.toISOString().slice(0, 10));
  const applied = await withTransaction(ctx.db, async (tx) => {
    const inquiry = await lockInquiry(tx, inquiryId);
    // A private inquiry takes offers only from the companies asked (for anyone else it does not exist), and
    // under "details after NDA" only once the company accepted the terms (an offer is made on the details).
    if (!inquiry || !(await maySeeInquiry({ db: tx }, session, inquiry))) throw new AppError('NOT_FOUND');
    if (!(await mayReadDetails({ db: tx }, session, inquiry))) {
      throw new AppError('FORBIDDEN', { reason: 'NDA_NOT_ACCEPTED', messageKey: 'inquiries.errors.ndaNotAccepted' });
    }
    // Read again under a lock: a withdrawal racing this offer either comes first (refused) or hides it after.
    assertCompanyVerified({ verified: await companyVerifiedForUpdate(tx, provider.companyId) });
    if (!provider.hasPremium) {
      const used = await countCompanyApplicationsSince(tx, provider.companyId, startOfMonthUtc(now));
      if (used >= ctx.freeApplicationsPerMonth) {
        throw new AppError('FORBIDDEN', {
          reason: 'FREE_OFFERS_USED',
          messageKey: 'inquiries.errors.freeOffersUsed',
        });
      }
    }
    assertNotOwnCompany(provider.companyId, await companyOfUser(tx, inquiry.clientId));
    assertInquiryAction(inquiryState(inquiry, now), 'apply');
    const id = await insertApplication(tx, {
      ...values,
      inquiryId,
      repId: session.userId,
      companyId: provider.companyId,
      createdAt: now,
    });
    if (!id) {
      // One offer per rep and inquiry; one an admin removed cannot be edited, so "edit it" would mislead.
      if (await repOfferRemoved(tx, inquiryId, session.userId)) {
        throw new AppError('CONFLICT', { reason: 'OFFER_REMOVED', messageKey: 'inquiries.errors.offerRemoved' });
      }
      throw new AppError('CONFLICT', { reason: 'ALREADY_APPLIED', messageKey: 'inquiries.errors.alreadyApplied' });
    }
    // Counted, not incremented: the row lock above serialises concurrent offers, so this is exact.
    const updated = await updateInquiry(tx, inquiryId, {
      applicationCount: await countApplications(tx, inquiryId),
    });
    await upsertLead(tx, {
      companyId: provider.companyId,
      clientId: inquiry.clientId,
      inquiryId,
      source: 'applied',
      state: 'contacted',
      repId: session.userId,
      at: now,
    });
    const [client] = await findPeople(tx, [inquiry.clientId]);
    await queueNewOfferMail(tx, ctx, client, updated, {
      company: provider.companyName,
      rep: provider.name,
      price: formatMoneyRange(values.priceMin, values.priceMax ?? null, values.currency, client?.locale ?? 'en') ?? '',
      days: values.timelineDays,
    });
    return { id, clientId: inquiry.clientId };
  });
  // The rep and the client become each other's contacts.
  await ctx.onContactWork?.({ kind: 'inquiry-applied', clientId: applied.clientId, repId: session.userId });
  return getApplication(ctx, session, applied.id);
}
