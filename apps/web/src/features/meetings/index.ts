export { MeetingCard } from './meeting-card';
export { MeetingInvitation } from './meeting-invitation';
export { notifyMeetingsChanged } from './meetings-events';
export { MeetingsList } from './meetings-list';
export { type MeetingAttendee, ProposeMeetingAction } from './propose-meeting-action';
