import type { Session } from '../accounts/index';
import { AppError } from '../shared/app-error';

/**
 * Who may do what with consent texts: reading the versions, who accepted them, publishing a new version
 * and exporting acceptances are the admin console's (every other role gets 403). Accepting the current
 * version is done by the person's own action (sign-up, an invitation, an inquiry's checkbox), never here.
 */
export function assertMayManageConsents(session: Session): void {
  if (session.role !== 'ADMIN') throw new AppError('FORBIDDEN');
}
