import type { CompanyVerification } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { findPerson } from '../../companies/index';
import { AppError } from '../../shared/app-error';
import { currentState, type VerificationContext } from './verification-state';

/** The company's manager sees what is missing; admins see every company. */
export async function verificationStatus(
  ctx: VerificationContext,
  session: Session,
  companyId: string,
): Promise<CompanyVerification> {
  if (session.role !== 'ADMIN') {
    const person = await findPerson(ctx.db, session.userId);
    if (session.role !== 'MANAGER' || person?.companyId !== companyId) throw new AppError('FORBIDDEN');
  }
  return currentState(ctx, companyId);
}
