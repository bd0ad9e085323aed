import { bindOperation as bind } from '../shared/bind-operation';
import type { DomainContext } from '../shared/context';
import type { MeetingChange, MeetingsContext } from './meetings-context';
import { cancelMeeting } from './operations/cancel-meeting';
import { changeMeeting } from './operations/change-meeting';
import { getMeeting } from './operations/get-meeting';
import { listMeetings } from './operations/list-meetings';
import { proposeMeeting } from './operations/propose-meeting';
import { respondToMeeting } from './operations/respond-to-meeting';

/**
 * 1:1 meetings (SPEC §1): a rep or manager proposes, the attendee accepts or declines (signed in or by the
 * e-mail's tokened link), the organizer changes or cancels. Every e-mail to the attendee carries an .ics
 * with the meeting's UID and current SEQUENCE.
 */
export function createMeetings(domain: DomainContext, deps: MeetingsDeps = {}) {
  const ctx: MeetingsContext = { ...domain, onMeetingChanged: deps.onMeetingChanged ?? (() => {}) };
  return {
    propose: bind(ctx, proposeMeeting),
    list: bind(ctx, listMeetings),
    get: bind(ctx, getMeeting),
    respond: bind(ctx, respondToMeeting),
    change: bind(ctx, changeMeeting),
    cancel: bind(ctx, cancelMeeting),
  };
}
export type Meetings = ReturnType<typeof createMeetings>;
/** `onMeetingChanged`: told after each committed proposal, answer, change or cancellation (live updates). */
export type MeetingsDeps = { onMeetingChanged?: (change: MeetingChange) => void };
