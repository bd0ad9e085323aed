import type { Meeting } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { viewerOf } from '../meetings.policy';
import { findMeeting } from '../meetings.repository';
import type { MeetingsContext } from '../meetings-context';
import { tokenMatches, viewMeeting } from './meeting-view';

/** One meeting for its organizer, its signed-in attendee, or the holder of the e-mail's token; 404 to anyone else. */
export async function getMeeting(
  ctx: MeetingsContext,
  session: Session | null,
  meetingId: string,
  token?: string,
): Promise<Meeting> {
  const row = await findMeeting(ctx.db, meetingId);
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'meetings.errors.notFound' });
  return viewMeeting(ctx, row, viewerOf(row, session, tokenMatches(row, token)));
}
