import {
  type ApplicationAction,
  type ApplicationState,
  canApplication,
  canInquiry,
  type InquiryAction,
  type InquiryState,
} from '@tendero/contracts';
import type { Session } from '../accounts/index';
import { AppError } from '../shared/app-error';
import type { InquiryRow } from './inquiries.repository';

/** What the client decided, and the end date: the state a reader sees. */
export function inquiryState(row: Pick<InquiryRow, 'state' | 'visibleUntil'>, now: Date): InquiryState {
  if (row.state === 'closed') return 'closed';
  return row.visibleUntil.getTime() > now.getTime() ? 'open' : 'expired';
}

/** Whole days left until the end date (rounded up), 0 once it has passed. */
export function daysLeft(visibleUntil: Date, now: Date): number {
  return Math.max(0, Math.ceil((visibleUntil.getTime() - now.getTime()) / 86_400_000));
}

export function assertInquiryAction(state: InquiryState, action: InquiryAction): void {
  if (!canInquiry(state, action)) {
    throw new AppError('CONFLICT', {
      reason: 'INQUIRY_STATE',
      messageKey: action === 'apply' ? 'inquiries.errors.notOpen' : 'inquiries.errors.notEditable',
    });
  }
}

export function assertApplicationAction(state: ApplicationState, action: ApplicationAction): void {
  if (!canApplication(state, action)) {
    throw new AppError('CONFLICT', {
      reason: 'APPLICATION_DECIDED',
      messageKey: 'inquiries.errors.applicationDecided',
    });
  }
}

/** Only the client who wrote an inquiry changes or decides on it; others do not learn it exists. */
export function assertOwner(session: Session, inquiry: InquiryRow): void {
  if (session.role !== 'CLIENT' || inquiry.clientId !== session.userId) throw new AppError('NOT_FOUND');
}

/** Providers (and admins) read open inquiries in full; anyone else reads the teaser. */
export function readsInquiriesInFull(session: Session | null): boolean {
  return session?.role === 'SALES_REP' || session?.role === 'MANAGER' || session?.role === 'ADMIN';
}
