import type { Meeting } from '@tendero/contracts';
import { withTransaction } from '@tendero/db';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { queueAttendeeMail } from '../meetings.mail';
import { assertMove, assertOrganizer } from '../meetings.policy';
import { findMeeting, findMeetingPerson, updateMeeting } from '../meetings.repository';
import { announceChange, type MeetingsContext } from '../meetings-context';
import { viewMeeting } from './meeting-view';

/** The organizer cancels: SEQUENCE+1 under the same UID and a METHOD:CANCEL .ics to the attendee. Final. */
export async function cancelMeeting(ctx: MeetingsContext, session: Session, meetingId: string): Promise<Meeting> {
  const row = await findMeeting(ctx.db, meetingId);
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'meetings.errors.notFound' });
  assertOrganizer(row, session);
  assertMove(row.status, 'cancelled');
  const organizer = await findMeetingPerson(ctx.db, session.userId);
  if (!organizer) throw new AppError('UNAUTHORIZED_ERROR');
  const now = ctx.clock.now();
  const updated = await withTransaction(ctx.db, async (tx) => {
    const changed = await updateMeeting(tx, row.id, row.sequence, {
      status: 'cancelled',
      sequence: row.sequence + 1,
      updatedAt: now,
    });
    if (!changed) throw new AppError('CONFLICT', { reason: 'MEETING_CHANGED', messageKey: 'meetings.errors.changed' });
    await queueAttendeeMail({ ...ctx, db: tx }, changed, organizer, 'cancelled', null);
    return changed;
  });
  announceChange(ctx, updated);
  return viewMeeting(ctx, updated, 'organizer');
}
