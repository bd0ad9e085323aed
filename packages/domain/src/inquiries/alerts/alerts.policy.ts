import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import type { InquiriesContext } from '../inquiries-context';
import { providerOf } from '../providers.repository';

/**
 * Alert settings belong to a company's own people: an active rep or manager of `companyId` reads them and
 * sets their own choice; only its manager sets the team's default. Anyone else gets 404 (another company's
 * settings are not theirs to learn of).
 */
export async function alertSettingsMember(ctx: InquiriesContext, session: Session, companyId: string) {
  const provider = await providerOf(ctx.db, session.userId);
  if (!provider || provider.companyId !== companyId) throw new AppError('NOT_FOUND');
  return provider;
}

export function assertMayEditTeam(role: string): void {
  if (role !== 'MANAGER') {
    throw new AppError('FORBIDDEN', { messageKey: 'inquiryAlerts.errors.managerOnly' });
  }
}
