import type { Session } from '../accounts/index';
import { AppError } from '../shared/app-error';
import type { InvoiceRow } from './invoices.repository';

/**
 * An invoice is read by its company's manager and by admins; anyone else is told it does not exist (404),
 * so invoice ids reveal nothing. The list and the single download follow the same rule.
 */
export function mayReadInvoice(session: Session, invoice: Pick<InvoiceRow, 'companyId'>): boolean {
  if (session.role === 'ADMIN') return true;
  return session.role === 'MANAGER' && !!session.companyId && invoice.companyId === session.companyId;
}

export function managerCompanyOf(session: Session): string {
  if (session.role !== 'MANAGER' || !session.companyId) throw new AppError('FORBIDDEN');
  return session.companyId;
}

export function adminOnly(session: Session): void {
  if (session.role !== 'ADMIN') throw new AppError('FORBIDDEN');
}
