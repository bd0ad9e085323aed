import {
  type ApplicationAction,
  type ApplicationState,
  actsAsRep,
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

/**
 * SPEC §6 "Any user can create inquiries": clients, and managers and sales reps for their own company's
 * needs. Administrators look after the marketplace and publish none.
 */
export function assertMayPublish(session: Session): void {
  if (session.role === 'ADMIN') {
    throw new AppError('FORBIDDEN', { reason: 'NOT_FOR_ADMINS', messageKey: 'inquiries.errors.notForAdmins' });
  }
}

/** Whether this user wrote the inquiry (its `clientId` is its author, whatever their role). */
export function isAuthor(session: Session, inquiry: Pick<InquiryRow, 'clientId'>): boolean {
  return inquiry.clientId === session.userId;
}

/** Only the user who wrote an inquiry changes or decides on it; others do not learn it exists. */
export function assertOwner(session: Session, inquiry: InquiryRow): void {
  if (!isAuthor(session, inquiry)) throw new AppError('NOT_FOUND');
}

/** No one offers on an inquiry of their own company (its author's company). */
export function assertNotOwnCompany(providerCompanyId: string, authorCompanyId: string | null): void {
  if (authorCompanyId === providerCompanyId) {
    throw new AppError('FORBIDDEN', { reason: 'OWN_COMPANY', messageKey: 'inquiries.errors.ownCompanyInquiry' });
  }
}

/**
 * Where a reader stands on /orders/find: admins and people of verified companies read open inquiries in
 * full; a rep or manager of a company not verified yet reads the teaser (and is told how verification
 * works); anyone else reads the teaser.
 */
export function readsInquiriesInFull(
  session: Session | null,
  provider: { verified: boolean } | null | undefined,
): boolean {
  if (session?.role === 'ADMIN') return true;
  if (session?.role !== 'SALES_REP' && session?.role !== 'MANAGER') return false;
  return provider?.verified === true;
}

/** Only sales reps, and managers who answer inquiries themselves, send and edit offers. */
export function assertActsAsRep(who: Parameters<typeof actsAsRep>[0]): void {
  if (!actsAsRep(who)) {
    throw new AppError('FORBIDDEN', { reason: 'ONLY_SALES_REPS', messageKey: 'inquiries.errors.onlySalesReps' });
  }
}

/**
 * Only verified companies take part (SPEC §1): the people of a company not verified (yet, or any more) are
 * refused an offer, with a message that says why and what to do.
 */
export function assertCompanyVerified(provider: { verified: boolean }): void {
  if (!provider.verified) {
    throw new AppError('FORBIDDEN', {
      reason: 'COMPANY_NOT_VERIFIED',
      messageKey: 'inquiries.errors.companyNotVerified',
    });
  }
}

/** The platform-wide figures of /admin/leads (counts only, across every company): admins alone. */
export function assertMayReadPlatformFigures(session: Session): void {
  if (session.role !== 'ADMIN') throw new AppError('FORBIDDEN');
}
