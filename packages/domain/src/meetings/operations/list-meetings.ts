import type { MeetingList, MeetingsQuery } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { viewerOf } from '../meetings.policy';
import { listMeetingsBetween, listMeetingsOf, listMeetingsWithContact } from '../meetings.repository';
import type { MeetingsContext } from '../meetings-context';
import { viewMeetings } from './meeting-view';

/**
 * The caller's meetings with one person (a conversation's panel), with one of their contacts (the contact
 * page), or all of them. Every row is one the caller organises or attends: the single read's rule.
 */
export async function listMeetings(ctx: MeetingsContext, session: Session, query: MeetingsQuery): Promise<MeetingList> {
  const rows = query.contactId
    ? await listMeetingsWithContact(ctx.db, session.userId, query.contactId)
    : query.userId
      ? await listMeetingsBetween(ctx.db, session.userId, query.userId)
      : await listMeetingsOf(ctx.db, session.userId);
  return { meetings: await viewMeetings(ctx, rows, (row) => viewerOf(row, session, false)) };
}
