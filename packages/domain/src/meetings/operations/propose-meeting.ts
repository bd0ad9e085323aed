import { randomUUID } from 'node:crypto';
import type { Meeting, ProposeMeeting } from '@tendero/contracts';
import { withTransaction } from '@tendero/db';
import type { Session } from '../../accounts/index';
import { mailLocale } from '../../notifications/index';
import { AppError } from '../../shared/app-error';
import { queueAttendeeMail } from '../meetings.mail';
import { assertMayPropose } from '../meetings.policy';
import {
  findContactOfPerson,
  findMeetingPerson,
  findOwnContact,
  findSharedChat,
  insertMeeting,
  type MeetingPerson,
} from '../meetings.repository';
import { announceChange, type MeetingsContext } from '../meetings-context';
import { futureStart, newResponseToken, viewMeeting } from './meeting-view';

type Attendee = {
  id: string | null;
  email: string;
  name: string;
  locale: string;
  contactId: string | null;
  chatId: string | null;
};

const notFound = () => new AppError('NOT_FOUND', { messageKey: 'meetings.errors.attendeeNotFound' });
const fullName = (person: MeetingPerson) => `${person.firstName} ${person.lastName}`.trim();

/**
 * Whom the organizer may invite: one of their own contacts (with an e-mail address), or a person on
 * Tendero they share a conversation with or keep as a contact. Anyone else is "not found".
 */
async function resolveAttendee(
  ctx: MeetingsContext,
  session: Session,
  attendee: ProposeMeeting['attendee'],
): Promise<Attendee> {
  if (attendee.contactId) {
    const contact = await findOwnContact(ctx.db, session.userId, attendee.contactId);
    if (!contact || (attendee.userId && attendee.userId !== contact.personId)) throw notFound();
    const person = contact.personId ? await findMeetingPerson(ctx.db, contact.personId) : null;
    const email = contact.email ?? person?.email ?? null;
    if (!email) {
      throw new AppError('VALIDATION_ERROR', {
        fieldProblems: [{ path: 'attendee.contactId', messageKey: 'meetings.errors.noEmail' }],
      });
    }
    return {
      id: person?.status === 'ACTIVE' ? person.id : null,
      email,
      name: contact.name,
      locale: person?.locale ?? session.locale ?? 'en',
      contactId: contact.id,
      chatId: person ? await findSharedChat(ctx.db, session.userId, person.id) : null,
    };
  }
  const userId = attendee.userId ?? '';
  const person = userId === session.userId ? null : await findMeetingPerson(ctx.db, userId);
  if (person?.status !== 'ACTIVE') throw notFound();
  const [chatId, contactId] = await Promise.all([
    findSharedChat(ctx.db, session.userId, person.id),
    findContactOfPerson(ctx.db, session.userId, person.id),
  ]);
  if (!chatId && !contactId) throw notFound();
  return { id: person.id, email: person.email, name: fullName(person), locale: person.locale, contactId, chatId };
}

/**
 * A rep (or manager) invites someone to a 1:1 meeting: stored as `proposed`, sequence 0, with a new
 * calendar UID, and the invitation (.ics, METHOD:REQUEST) queued in the attendee's language in the same
 * transaction.
 */
export async function proposeMeeting(ctx: MeetingsContext, session: Session, input: ProposeMeeting): Promise<Meeting> {
  assertMayPropose(session);
  const organizer = await findMeetingPerson(ctx.db, session.userId);
  if (!organizer) throw new AppError('UNAUTHORIZED_ERROR');
  const attendee = await resolveAttendee(ctx, session, input.attendee);
  const startsAt = futureStart(ctx, input.plan, 'plan.');
  const { token, hash } = newResponseToken();
  const now = ctx.clock.now();
  const row = await withTransaction(ctx.db, async (tx) => {
    const stored = await insertMeeting(tx, {
      uid: `${randomUUID()}@${new URL(ctx.settings.publicUrl).hostname}`,
      organizerId: organizer.id,
      attendeeId: attendee.id,
      attendeeEmail: attendee.email,
      attendeeName: attendee.name,
      contactId: attendee.contactId,
      chatId: attendee.chatId,
      startsAt,
      durationMinutes: input.plan.durationMinutes,
      timeZone: input.plan.timeZone,
      location: input.plan.location,
      videoUrl: input.plan.videoUrl,
      agenda: input.plan.agenda,
      status: 'proposed',
      sequence: 0,
      responseTokenHash: hash,
      attendeeLocale: mailLocale(attendee.locale),
      createdAt: now,
      updatedAt: now,
    });
    await queueAttendeeMail({ ...ctx, db: tx }, stored, organizer, 'invitation', token);
    return stored;
  });
  announceChange(ctx, row);
  return viewMeeting(ctx, row, 'organizer');
}
