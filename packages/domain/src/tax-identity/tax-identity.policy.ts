import { taxIdentityErrors } from '@tendero/contracts';
import type { Session } from '../accounts/index';
import { AppError } from '../shared/app-error';

/** The team reads its own company's tax identity: the manager and the sales reps. */
export function readableCompany(session: Session): string {
  if ((session.role === 'MANAGER' || session.role === 'SALES_REP') && session.companyId) return session.companyId;
  throw new AppError('FORBIDDEN');
}

/** Only the manager changes it (it is the buyer's data of the company's invoices). */
export function editableCompany(session: Session): string {
  if (session.role === 'MANAGER' && session.companyId) return session.companyId;
  throw new AppError('FORBIDDEN', { reason: 'MANAGER_ONLY', messageKey: taxIdentityErrors.managerOnly });
}

export function mayEditTaxIdentity(session: Session): boolean {
  return session.role === 'MANAGER' && Boolean(session.companyId);
}

/** Admins read any company's tax identity and verify it against the registers. */
export function assertAdmin(session: Session): void {
  if (session.role !== 'ADMIN') throw new AppError('FORBIDDEN');
}
