import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';

/** Only admins see the invoices' way to KSeF and send one again; every other role is refused (still signed in). */
export function assertInvoiceAdmin(session: Session): void {
  if (session.role !== 'ADMIN') throw new AppError('FORBIDDEN');
}
