import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { chats } from './chat';
import { belongsToUser, timestamps } from './columns';
import { contacts } from './contacts';

/**
 * A 1:1 meeting a rep proposed (SPEC §1): when, how long, in which time zone, where or by which video link,
 * and the agenda. `uid` and `sequence` are the calendar file's: an update or a cancellation keeps the UID
 * and raises the sequence. The attendee answers with the link in the e-mail (token kept as a hash) or in
 * the conversation.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uid: text('uid').notNull(),
    organizerId: belongsToUser('organizer_id'),
    attendeeId: text('attendee_id').references(() => users.id, { onDelete: 'set null' }),
    attendeeEmail: text('attendee_email').notNull(),
    attendeeName: text('attendee_name').notNull(),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    chatId: uuid('chat_id').references(() => chats.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    timeZone: text('time_zone').notNull(),
    location: text('location'),
    videoUrl: text('video_url'),
    agenda: text('agenda').notNull().default(''),
    status: text('status', { enum: ['proposed', 'accepted', 'declined', 'cancelled'] }).notNull(),
    sequence: integer('sequence').notNull().default(0),
    responseTokenHash: text('response_token_hash'),
    attendeeLocale: text('attendee_locale').notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('meetings_uid_idx').on(table.uid),
    index('meetings_organizer_idx').on(table.organizerId, table.startsAt),
    index('meetings_attendee_idx').on(table.attendeeId, table.startsAt),
  ],
);
