import type { MeetingAnswer, MeetingStatus } from '@tendero/contracts';
import type { Session } from '../accounts/index';
import { AppError } from '../shared/app-error';
import type { MeetingRow } from './meetings.repository';

/**
 * The meeting lifecycle as one table: which status may follow which, and by whose move. A change of time
 * or place asks the attendee again (back to `proposed`); `cancelled` is final.
 */
export const meetingTransitions: Record<MeetingStatus, readonly MeetingStatus[]> = {
  proposed: ['accepted', 'declined', 'proposed', 'cancelled'],
  accepted: ['declined', 'proposed', 'cancelled'],
  declined: ['accepted', 'proposed', 'cancelled'],
  cancelled: [],
};

export function mayMove(from: MeetingStatus, to: MeetingStatus): boolean {
  return meetingTransitions[from].includes(to);
}

export function assertMove(from: MeetingStatus, to: MeetingStatus): void {
  if (!mayMove(from, to)) {
    throw new AppError('CONFLICT', {
      reason: from === 'cancelled' ? 'MEETING_CANCELLED' : 'MEETING_STATE',
      messageKey: from === 'cancelled' ? 'meetings.errors.cancelled' : 'meetings.errors.state',
    });
  }
}

/** SPEC §1: only those who contact clients (sales reps) and their managers invite to meetings. */
export function assertMayPropose(session: Session): void {
  if (session.role !== 'SALES_REP' && session.role !== 'MANAGER') {
    throw new AppError('FORBIDDEN', { reason: 'MEETING_NOT_ALLOWED', messageKey: 'meetings.errors.notAllowed' });
  }
}

/**
 * How a reader relates to a meeting: its organizer, its attendee (signed in, or holding the e-mail link's
 * token), or nobody, who learns nothing (404, the same as a meeting that does not exist).
 */
export function viewerOf(
  meeting: MeetingRow,
  session: Session | null,
  tokenMatches: boolean,
): 'organizer' | 'attendee' {
  if (session && meeting.organizerId === session.userId) return 'organizer';
  if (session && meeting.attendeeId !== null && meeting.attendeeId === session.userId) return 'attendee';
  if (tokenMatches) return 'attendee';
  throw new AppError('NOT_FOUND', { messageKey: 'meetings.errors.notFound' });
}

export function assertOrganizer(meeting: MeetingRow, session: Session): void {
  if (viewerOf(meeting, session, false) !== 'organizer') {
    throw new AppError('FORBIDDEN', { reason: 'MEETING_ORGANIZER_ONLY', messageKey: 'meetings.errors.organizerOnly' });
  }
}

export function statusOfAnswer(answer: MeetingAnswer): MeetingStatus {
  return answer;
}
