import { TZDate } from '@date-fns/tz';
import { type AppLocale, translate } from '@tendero/i18n';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { MeetingRow } from './meetings.repository';

export type CalendarMethod = 'REQUEST' | 'CANCEL';

const partStat: Record<MeetingRow['status'], ICalAttendeeStatus> = {
  proposed: ICalAttendeeStatus.NEEDSACTION,
  accepted: ICalAttendeeStatus.ACCEPTED,
  declined: ICalAttendeeStatus.DECLINED,
  cancelled: ICalAttendeeStatus.DECLINED,
};

/** The wall-clock date and time in a zone, as the instant it is (DST handled by @date-fns/tz). */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(new TZDate(year ?? 0, (month ?? 1) - 1, day ?? 1, hours ?? 0, minutes ?? 0, timeZone).getTime());
}

/**
 * The meeting as an iCalendar file (RFC 5545/5546, written by ical-generator): METHOD:REQUEST for an
 * invitation or update, METHOD:CANCEL for a cancellation; always the meeting's UID and its current
 * SEQUENCE, so calendars replace the earlier copy. Times are written in the meeting's zone with its
 * VTIMEZONE; the summary and description are in the reader's language.
 */
export function meetingCalendar(
  meeting: MeetingRow,
  people: { organizer: { name: string; email: string } },
  options: { method: CalendarMethod; locale: AppLocale; answerUrl: string | null; now: Date },
): string {
  const { locale } = options;
  const calendar = ical({
    prodId: { company: 'Tendero', product: 'meetings', language: locale.toUpperCase() },
    method: options.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  const end = new Date(meeting.startsAt.getTime() + meeting.durationMinutes * 60_000);
  const description = [
    meeting.agenda,
    meeting.videoUrl ? translate(locale, 'meetings.calendar.video', { url: meeting.videoUrl }) : '',
    options.answerUrl ? translate(locale, 'meetings.calendar.answer', { url: options.answerUrl }) : '',
  ]
    .filter((part) => part !== '')
    .join('\n\n');
  calendar.createEvent({
    id: meeting.uid,
    sequence: meeting.sequence,
    stamp: options.now,
    start: new TZDate(meeting.startsAt.getTime(), meeting.timeZone),
    end: new TZDate(end.getTime(), meeting.timeZone),
    timezone: meeting.timeZone,
    summary: translate(locale, 'meetings.calendar.summary', { organizer: people.organizer.name }),
    description,
    location: meeting.location ?? meeting.videoUrl ?? null,
    url: meeting.videoUrl ?? null,
    status: options.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: people.organizer.name, email: people.organizer.email },
    attendees: [
      {
        name: meeting.attendeeName,
        email: meeting.attendeeEmail,
        rsvp: options.method === 'REQUEST',
        role: ICalAttendeeRole.REQ,
        status: partStat[meeting.status],
      },
    ],
  });
  return calendar.toString();
}
