import type { Meeting, MeetingPlan } from '@tendero/contracts';
import { withTransaction } from '@tendero/db';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { queueAttendeeMail } from '../meetings.mail';
import { assertMove, assertOrganizer } from '../meetings.policy';
import { findMeeting, findMeetingPerson, updateMeeting } from '../meetings.repository';
import { announceChange, type MeetingsContext } from '../meetings-context';
import { futureStart, newResponseToken, viewMeeting } from './meeting-view';

/**
 * The organizer moves the meeting or changes its place: SEQUENCE+1 under the same UID, the attendee asked
 * again (`proposed`), and an updated .ics with a new answer link (the old link stops working).
 */
export async function changeMeeting(
  ctx: MeetingsContext,
  session: Session,
  meetingId: string,
  plan: MeetingPlan,
): Promise<Meeting> {
  const row = await findMeeting(ctx.db, meetingId);
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'meetings.errors.notFound' });
  assertOrganizer(row, session);
  assertMove(row.status, 'proposed');
  const startsAt = futureStart(ctx, plan, '');
  const organizer = await findMeetingPerson(ctx.db, session.userId);
  if (!organizer) throw new AppError('UNAUTHORIZED_ERROR');
  const { token, hash } = newResponseToken();
  const now = ctx.clock.now();
  const updated = await withTransaction(ctx.db, async (tx) => {
    const changed = await updateMeeting(tx, row.id, row.sequence, {
      startsAt,
      durationMinutes: plan.durationMinutes,
      timeZone: plan.timeZone,
      location: plan.location,
      videoUrl: plan.videoUrl,
      agenda: plan.agenda,
      status: 'proposed',
      sequence: row.sequence + 1,
      responseTokenHash: hash,
      respondedAt: null,
      updatedAt: now,
    });
    if (!changed) throw new AppError('CONFLICT', { reason: 'MEETING_CHANGED', messageKey: 'meetings.errors.changed' });
    await queueAttendeeMail({ ...ctx, db: tx }, changed, organizer, 'updated', token);
    return changed;
  });
  announceChange(ctx, updated);
  return viewMeeting(ctx, updated, 'organizer');
}
