import type { Inquiry } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { assertCompanyVerified, inquiryState, isAuthor } from '../inquiries.policy';
import { findInquiry } from '../inquiries.repository';
import type { InquiriesContext } from '../inquiries-context';
import { maySeeInquiry, viewInquiry } from '../inquiry-access';
import { providerOf } from '../providers.repository';

/**
 * One inquiry: its author and admins see every offer; a sales rep of a verified company sees it while open
 * (or once they offered) with their own offer; a manager with their company's offers. A private inquiry only
 * for the companies asked; its description only once their company accepted the terms (`mayReadDetails`).
 * Anyone else: not found.
 */
export async function getInquiry(ctx: InquiriesContext, session: Session, id: string): Promise<Inquiry> {
  const row = await findInquiry(ctx.db, id);
  // A private inquiry does not exist for anyone it was not asked of.
  if (!row || !(await maySeeInquiry(ctx, session, row))) throw new AppError('NOT_FOUND');
  const isOwner = isAuthor(session, row);
  if (!isOwner && session.role !== 'ADMIN') {
    if (session.role !== 'SALES_REP' && session.role !== 'MANAGER') throw new AppError('NOT_FOUND');
    const out = await viewInquiry(ctx, session, row);
    if (out.applications.length === 0) {
      if (inquiryState(row, ctx.clock.now()) !== 'open') throw new AppError('NOT_FOUND');
      // Only a verified company's people read an inquiry they have not offered on (SPEC §1).
      const provider = await providerOf(ctx.db, session.userId);
      if (!provider) throw new AppError('NOT_FOUND');
      assertCompanyVerified(provider);
    }
    return out;
  }
  return viewInquiry(ctx, session, row);
}
