import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Meeting } from '@tendero/contracts';
import { AppError } from '../../shared/app-error';
import { instantOf } from '../meeting-calendar';
import { findNames, type MeetingRow } from '../meetings.repository';
import type { MeetingsContext } from '../meetings-context';

/** A new answer link's token (sent once, in the e-mail) and the hash kept in its place. */
export function newResponseToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashOf(token) };
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether the token is the meeting's current answer token (compared in constant time). */
export function tokenMatches(meeting: MeetingRow, token: string | undefined): boolean {
  if (!token || !meeting.responseTokenHash) return false;
  const given = Buffer.from(hashOf(token), 'hex');
  const kept = Buffer.from(meeting.responseTokenHash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/** The plan's start as an instant; a start not in the future is refused beside the date field. */
export function futureStart(
  ctx: MeetingsContext,
  plan: { date: string; time: string; timeZone: string },
  fieldPrefix: string,
): Date {
  const startsAt = instantOf(plan.date, plan.time, plan.timeZone);
  if (Number.isNaN(startsAt.getTime()) || startsAt.getTime() <= ctx.clock.now().getTime()) {
    throw new AppError('VALIDATION_ERROR', {
      fieldProblems: [{ path: `${fieldPrefix}date`, messageKey: 'meetings.errors.past' }],
    });
  }
  return startsAt;
}

/** The meetings as their organizer or attendee sees them. */
export async function viewMeetings(
  ctx: MeetingsContext,
  rows: MeetingRow[],
  viewerOf: (row: MeetingRow) => Meeting['viewer'],
): Promise<Meeting[]> {
  const names = await findNames(
    ctx.db,
    rows.map((row) => row.organizerId),
  );
  return rows.map((row) => {
    const viewer = viewerOf(row);
    return {
      id: row.id,
      uid: row.uid,
      status: row.status,
      sequence: row.sequence,
      organizer: { id: row.organizerId, name: names.get(row.organizerId) ?? '' },
      attendee: { id: row.attendeeId, name: row.attendeeName },
      contactId: viewer === 'organizer' ? row.contactId : null,
      chatId: row.chatId,
      startsAt: row.startsAt.toISOString(),
      endsAt: new Date(row.startsAt.getTime() + row.durationMinutes * 60_000).toISOString(),
      durationMinutes: row.durationMinutes,
      timeZone: row.timeZone,
      location: row.location,
      videoUrl: row.videoUrl,
      agenda: row.agenda,
      respondedAt: row.respondedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      viewer,
      canRespond: viewer === 'attendee' && row.status !== 'cancelled',
    };
  });
}

export async function viewMeeting(ctx: MeetingsContext, row: MeetingRow, viewer: Meeting['viewer']): Promise<Meeting> {
  const [meeting] = await viewMeetings(ctx, [row], () => viewer);
  if (!meeting) throw new Error('meeting view missing');
  return meeting;
}
