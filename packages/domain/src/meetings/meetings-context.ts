import type { DomainContext } from '../shared/context';

/** Who should see a meeting change at once (the organizer and the attendee on Tendero). */
export type MeetingChange = { meetingId: string; userIds: string[] };

/**
 * What the meetings' operations need: the domain context (people, contacts and conversations are read by
 * the repository) and who to tell after a change is committed (the server pushes it over the chat socket).
 */
export type MeetingsContext = DomainContext & { onMeetingChanged: (change: MeetingChange) => void };

/** Tells the two people of a committed change; a failing listener never undoes it. */
export function announceChange(
  ctx: MeetingsContext,
  meeting: { id: string; organizerId: string; attendeeId: string | null },
): void {
  const userIds = [meeting.organizerId, ...(meeting.attendeeId ? [meeting.attendeeId] : [])];
  try {
    ctx.onMeetingChanged({ meetingId: meeting.id, userIds });
  } catch {
    // A live update is a courtesy: the lists reload on their own.
  }
}
