import type { Session } from '../accounts/index';
import { AppError } from '../shared/app-error';

/**
 * Who may write newsletters: sales reps and managers, to their own contacts (a contact is the owner's,
 * `contacts.owner_id`). Reading a newsletter is its sender's alone, in the list and one by one.
 * Clients and admins get 403.
 */
export function assertMaySendNewsletters(session: Session): void {
  if (session.role !== 'SALES_REP' && session.role !== 'MANAGER') throw new AppError('FORBIDDEN');
}

export function assertMayReadNewsletter(session: Session, newsletter: { senderId: string }): void {
  assertMaySendNewsletters(session);
  if (newsletter.senderId !== session.userId) throw new AppError('NOT_FOUND');
}
