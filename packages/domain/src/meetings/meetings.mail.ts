import { formatDateTimeMinutes, timeZoneLabel, translate } from '@tendero/i18n';
import {
  escapeHtml,
  mailingUnsubscribeLink,
  mailLocale,
  type NoticeRecipient,
  notify,
  queueMail,
  renderMail,
  renderMailHtml,
} from '../notifications/index';
import type { DomainContext } from '../shared/context';
import { type CalendarMethod, meetingCalendar } from './meeting-calendar';
import type { MeetingPerson, MeetingRow } from './meetings.repository';

export type MeetingMailKind = 'invitation' | 'updated' | 'cancelled';

/** The page where the attendee answers with one click; the token stands in for a sign-in. */
export function answerUrl(ctx: DomainContext, meeting: MeetingRow, token: string): string {
  const locale = mailLocale(meeting.attendeeLocale);
  return `${ctx.settings.publicUrl}/${locale}/meetings/${meeting.id}?token=${encodeURIComponent(token)}`;
}

function whereOf(meeting: MeetingRow, locale: 'en' | 'pl'): string[] {
  return [
    meeting.location ? translate(locale, 'email.meeting.place', { place: meeting.location }) : '',
    meeting.videoUrl ? translate(locale, 'email.meeting.video', { url: meeting.videoUrl }) : '',
  ].filter((line) => line !== '');
}

/**
 * The invitation, its update or its cancellation, to the attendee in their language, with the calendar
 * file (`text/calendar; method=REQUEST` or `CANCEL`) carrying the meeting's UID and current SEQUENCE.
 */
export async function queueAttendeeMail(
  ctx: DomainContext,
  meeting: MeetingRow,
  organizer: MeetingPerson,
  kind: MeetingMailKind,
  token: string | null,
): Promise<void> {
  const locale = mailLocale(meeting.attendeeLocale);
  const organizerName = `${organizer.firstName} ${organizer.lastName}`.trim();
  const when = formatDateTimeMinutes(meeting.startsAt, meeting.timeZone);
  const link = token ? answerUrl(ctx, meeting, token) : null;
  const vars = {
    name: meeting.attendeeName,
    organizer: organizerName,
    when,
    timeZone: timeZoneLabel(meeting.timeZone, locale, meeting.startsAt),
    minutes: meeting.durationMinutes,
  };
  const method: CalendarMethod = kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const calendar = meetingCalendar(
    meeting,
    { organizer: { name: organizerName, email: organizer.email } },
    { method, locale, answerUrl: link, now: ctx.clock.now() },
  );
  const answer = link && kind !== 'cancelled' ? link : null;
  const paragraphs = [
    translate(locale, 'email.meeting.greeting', vars),
    translate(locale, `email.meeting.${kind}.body`, vars),
    [translate(locale, 'email.meeting.when', vars), ...whereOf(meeting, locale)].join('\n'),
    meeting.agenda ? translate(locale, 'email.meeting.agenda', { agenda: meeting.agenda }) : '',
    answer ? translate(locale, 'email.meeting.answer', { url: answer }) : '',
    translate(locale, `email.meeting.${kind === 'cancelled' ? 'calendarCancel' : 'calendar'}`),
  ].filter((paragraph) => paragraph !== '');
  // The HTML body has the answer link as a button; the text body keeps the plain link.
  const html = paragraphs
    .map((paragraph) =>
      answer && paragraph.includes(answer)
        ? `<p style="margin:0 0 16px"><a href="${escapeHtml(answer)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(translate(locale, 'email.meeting.answerButton'))}</a></p>`
        : `<p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(paragraph)}</p>`,
    )
    .join('');
  const mail = {
    subject: translate(locale, `email.meeting.${kind}.subject`, vars),
    ...renderMailHtml(locale, { text: paragraphs.join('\n\n'), html }),
    attachments: [
      {
        filename: kind === 'cancelled' ? 'cancel.ics' : 'invite.ics',
        contentType: `text/calendar; charset=utf-8; method=${method}`,
        content: calendar,
      },
    ],
  };
  // An attendee with an account is told as they chose for the `meetings` kind (issue 40), with a push
  // opening the meeting; a contact without one gets the e-mail as always (the invitation is theirs to answer).
  if (!meeting.attendeeId) {
    await queueMail(ctx.db, ctx.clock, { to: meeting.attendeeEmail, locale, ...mail });
    return;
  }
  await notify(ctx.db, ctx, [meetingRecipient(meeting.attendeeId, meeting.attendeeEmail, locale)], {
    kind: 'meetings',
    mail: () => mail,
    push: () => ({
      title: translate(locale, `notificationSettings.push.meeting.${kind}.title`, vars),
      body: translate(locale, `notificationSettings.push.meeting.${kind}.body`, vars),
      path: `/${locale}/meetings/${meeting.id}`,
      tag: `meeting:${meeting.id}`,
    }),
  });
}

/** A person of a meeting as `notify` reads them: the meeting's people are active accounts when it is sent. */
function meetingRecipient(id: string, email: string, locale: string): NoticeRecipient {
  return { id, email, locale, deletedAt: null, mailingUnsubscribedAt: null };
}

/** Tells the organizer, in their language, that the attendee accepted or declined. */
export async function queueAnswerMail(
  ctx: DomainContext,
  meeting: MeetingRow,
  organizer: MeetingPerson,
): Promise<void> {
  const locale = mailLocale(organizer.locale);
  const vars = {
    name: organizer.firstName,
    attendee: meeting.attendeeName,
    when: formatDateTimeMinutes(meeting.startsAt, meeting.timeZone),
    timeZone: timeZoneLabel(meeting.timeZone, locale, meeting.startsAt),
  };
  const kind = meeting.status === 'accepted' ? 'accepted' : 'declined';
  await notify(ctx.db, ctx, [meetingRecipient(organizer.id, organizer.email, locale)], {
    kind: 'meetings',
    mail: () => ({
      subject: translate(locale, `email.meeting.${kind}.subject`, vars),
      ...renderMail(locale, [
        translate(locale, 'email.meeting.greeting', vars),
        translate(locale, `email.meeting.${kind}.body`, vars),
        translate(locale, 'email.unsubscribe', {
          link: mailingUnsubscribeLink(ctx, locale, { email: organizer.email, userId: organizer.id, kind: 'meetings' }),
        }),
      ]),
    }),
    push: () => ({
      title: translate(locale, 'notificationSettings.push.meetingAnswered.title', { ...vars, answer: kind }),
      body: translate(locale, 'notificationSettings.push.meetingAnswered.body', vars),
      path: `/${locale}/meetings/${meeting.id}`,
      tag: `meeting:${meeting.id}`,
    }),
  });
}
