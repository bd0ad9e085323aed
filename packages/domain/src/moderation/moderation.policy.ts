import type { Session } from '../accounts/index';
import { AppError } from '../shared/app-error';

/** Only admins remove, list and restore content; every other role is refused (the session stays valid). */
export function assertAdmin(session: Session): void {
  if (session.role !== 'ADMIN') throw new AppError('FORBIDDEN');
}
