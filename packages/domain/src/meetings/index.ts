export { instantOf, meetingCalendar } from './meeting-calendar';
export { mayMove, meetingTransitions } from './meetings.policy';
export { createMeetings, type Meetings, type MeetingsDeps } from './meetings.service';
export type { MeetingChange } from './meetings-context';
