import { z } from 'zod';
import { v } from '../shared/errors';

/** A meeting's lifecycle (the allowed moves are the domain's `meetingTransitions`). */
export const meetingStatuses = ['proposed', 'accepted', 'declined', 'cancelled'] as const;
export type MeetingStatus = (typeof meetingStatuses)[number];

export const meetingAnswers = ['accepted', 'declined'] as const;
export type MeetingAnswer = (typeof meetingAnswers)[number];

/** The lengths the form offers; the API takes any whole number of minutes in the range. */
export const meetingDurations = [15, 30, 45, 60, 90, 120, 180, 240, 480] as const;
export const meetingDurationMin = 15;
export const meetingDurationMax = 480;
export const meetingAgendaMax = 2000;

/** Whether the runtime knows the IANA time zone (Intl throws a RangeError for an unknown one). */
export function isTimeZone(value: string): boolean {
  if (!value.includes('/') && value !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** An optional text: empty or absent is null (so the schema's output is also valid input, e.g. for a change). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, v.tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * When, how long, where and about what: the part of a meeting the organizer writes and may change. The
 * date and time are the wall clock of `timeZone`; the domain turns them into an instant and refuses a past
 * one (`meetings.errors.past`).
 */
export const meetingPlanSchema = z
  .object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, v.required),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, v.required),
    durationMinutes: z.coerce
      .number<string | number>()
      .int('meetings.errors.duration')
      .min(meetingDurationMin, 'meetings.errors.duration')
      .max(meetingDurationMax, 'meetings.errors.duration'),
    timeZone: z.string().trim().refine(isTimeZone, 'meetings.errors.timeZone'),
    location: optionalText(300),
    videoUrl: z
      .string()
      .trim()
      .max(500, v.tooLong)
      .nullish()
      .transform((value) => (value ? value : null))
      .refine((value) => value === null || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value), 'meetings.errors.videoUrl'),
    agenda: z.string().trim().max(meetingAgendaMax, v.tooLong).default(''),
  })
  .refine((plan) => plan.location !== null || plan.videoUrl !== null, {
    path: ['location'],
    message: 'meetings.errors.placeRequired',
  });
export type MeetingPlanInput = z.input<typeof meetingPlanSchema>;
export type MeetingPlan = z.output<typeof meetingPlanSchema>;

/** Whom to invite: a person on Tendero (a chat partner or a contact's account) or one of the rep's contacts. */
export const meetingAttendeeSchema = z
  .object({
    userId: z.string().min(1).optional(),
    contactId: z.uuid().optional(),
  })
  .refine((attendee) => attendee.userId !== undefined || attendee.contactId !== undefined, {
    path: ['userId'],
    message: v.required,
  });

export const proposeMeetingSchema = z.object({ attendee: meetingAttendeeSchema, plan: meetingPlanSchema });
export type ProposeMeetingInput = z.input<typeof proposeMeetingSchema>;

export const meetingRespondSchema = z.object({
  answer: z.enum(meetingAnswers),
  /** The token of the e-mail's link; not needed when the signed-in attendee answers. */
  token: z.string().min(1).max(200).optional(),
});
export type MeetingRespondInput = z.input<typeof meetingRespondSchema>;

export const meetingParamsSchema = z.object({ meetingId: z.uuid() });
export const meetingTokenQuerySchema = z.object({ token: z.string().min(1).max(200).optional() });
export const meetingsQuerySchema = z.object({
  userId: z.string().min(1).optional().describe('Meetings between the caller and this person'),
  contactId: z.uuid().optional().describe('Meetings the caller organised with this contact of theirs'),
});

export const meetingSchema = z.object({
  id: z.string(),
  uid: z.string(),
  status: z.enum(meetingStatuses),
  sequence: z.number().int(),
  organizer: z.object({ id: z.string(), name: z.string() }),
  attendee: z.object({ id: z.string().nullable(), name: z.string() }),
  contactId: z.string().nullable(),
  chatId: z.string().nullable(),
  startsAt: z.string().describe('ISO instant'),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  timeZone: z.string(),
  location: z.string().nullable(),
  videoUrl: z.string().nullable(),
  agenda: z.string(),
  respondedAt: z.string().nullable(),
  createdAt: z.string(),
  /** How the reader relates to it: the organizer changes and cancels, the attendee (or the link's holder) answers. */
  viewer: z.enum(['organizer', 'attendee']),
  canRespond: z.boolean(),
});
export type Meeting = z.infer<typeof meetingSchema>;

export const meetingListSchema = z.object({ meetings: z.array(meetingSchema) });
export type MeetingList = z.infer<typeof meetingListSchema>;
export type ProposeMeeting = z.output<typeof proposeMeetingSchema>;
export type MeetingRespond = z.output<typeof meetingRespondSchema>;
export type MeetingsQuery = z.output<typeof meetingsQuerySchema>;

/** Pushed on the chat socket to the organizer and the attendee after a meeting changed (lists reload). */
export const meetingChangedEventSchema = z.object({ meetingId: z.string() });
export const meetingChangedEvent = 'meetingChanged';
