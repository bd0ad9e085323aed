import type { Inquiry } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { findInquiry, insertNdaAcceptance } from '../inquiries.repository';
import type { InquiriesContext } from '../inquiries-context';
import { providerOf } from '../providers.repository';
import { getInquiry } from './get-inquiry';

/**
 * A rep or manager of a company a private inquiry was asked of accepts the client's confidentiality terms
 * for their company: from then on everyone of the company reads its details. Recorded once per company
 * with the person, the time and the IP; a second acceptance (a colleague, or two at once) changes nothing.
 */
export async function acceptNda(
  ctx: InquiriesContext,
  session: Session,
  inquiryId: string,
  meta: { ip?: string | null } = {},
): Promise<Inquiry> {
  if (session.role !== 'SALES_REP' && session.role !== 'MANAGER') {
    throw new AppError('FORBIDDEN', { reason: 'ONLY_PROVIDERS', messageKey: 'inquiries.errors.ndaOnlyProviders' });
  }
  // Not found for anyone the inquiry was not asked of (getInquiry decides who may read it).
  await getInquiry(ctx, session, inquiryId);
  const [row, provider] = await Promise.all([findInquiry(ctx.db, inquiryId), providerOf(ctx.db, session.userId)]);
  if (!row || row.ndaTerms === null) throw new AppError('NOT_FOUND');
  if (!provider) {
    throw new AppError('FORBIDDEN', { reason: 'ONLY_PROVIDERS', messageKey: 'inquiries.errors.ndaOnlyProviders' });
  }
  await insertNdaAcceptance(ctx.db, {
    inquiryId,
    companyId: provider.companyId,
    userId: session.userId,
    personName: provider.name,
    ip: meta.ip ?? null,
    acceptedAt: ctx.clock.now(),
  });
  return getInquiry(ctx, session, inquiryId);
}
