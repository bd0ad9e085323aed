import type { Meeting, MeetingRespond } from '@tendero/contracts';
import { withTransaction } from '@tendero/db';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { queueAnswerMail } from '../meetings.mail';
import { assertMove, viewerOf } from '../meetings.policy';
import { findMeeting, findMeetingPerson, updateMeeting } from '../meetings.repository';
import { announceChange, type MeetingsContext } from '../meetings-context';
import { tokenMatches, viewMeeting } from './meeting-view';

/**
 * The attendee accepts or declines, signed in or with the e-mail link's token (one click, no sign-in);
 * the organizer is told by e-mail. Answering the same again changes nothing; a cancelled meeting is 409.
 */
export async function respondToMeeting(
  ctx: MeetingsContext,
  session: Session | null,
  meetingId: string,
  input: MeetingRespond,
): Promise<Meeting> {
  const row = await findMeeting(ctx.db, meetingId);
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'meetings.errors.notFound' });
  const viewer = viewerOf(row, session, tokenMatches(row, input.token));
  if (viewer !== 'attendee') {
    throw new AppError('FORBIDDEN', { reason: 'MEETING_ATTENDEE_ONLY', messageKey: 'meetings.errors.attendeeOnly' });
  }
  if (row.status === input.answer) return viewMeeting(ctx, row, viewer);
  assertMove(row.status, input.answer);
  const now = ctx.clock.now();
  const updated = await withTransaction(ctx.db, async (tx) => {
    const changed = await updateMeeting(tx, row.id, row.sequence, {
      status: input.answer,
      respondedAt: now,
      updatedAt: now,
    });
    if (!changed) throw new AppError('CONFLICT', { reason: 'MEETING_CHANGED', messageKey: 'meetings.errors.changed' });
    const organizer = await findMeetingPerson(tx, changed.organizerId);
    if (organizer) await queueAnswerMail({ ...ctx, db: tx }, changed, organizer);
    return changed;
  });
  announceChange(ctx, updated);
  return viewMeeting(ctx, updated, viewer);
}
