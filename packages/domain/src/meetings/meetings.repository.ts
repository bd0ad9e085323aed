import { type Db, schema } from '@tendero/db';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';

const { meetings, users, contacts, chatParticipants } = schema;

export type MeetingRow = typeof meetings.$inferSelect;
export type NewMeetingRow = typeof meetings.$inferInsert;
/** The fields a change or an answer writes. */
export type MeetingUpdate = Partial<
  Pick<
    MeetingRow,
    | 'startsAt'
    | 'durationMinutes'
    | 'timeZone'
    | 'location'
    | 'videoUrl'
    | 'agenda'
    | 'status'
    | 'sequence'
    | 'responseTokenHash'
    | 'respondedAt'
    | 'updatedAt'
  >
>;

/** What the meetings read of a person on Tendero: who they are, where to write, in which language. */
export type MeetingPerson = {
  id: string;
  role: 'CLIENT' | 'SALES_REP' | 'MANAGER' | 'ADMIN';
  status: 'UNVERIFIED' | 'TEMPORARY' | 'ACTIVE' | 'SUSPENDED';
  email: string;
  firstName: string;
  lastName: string;
  locale: string;
};

export async function findMeetingPerson(db: Db, userId: string): Promise<MeetingPerson | null> {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ?? null;
}

/** One of the owner's contacts (the contacts capability's table, read here only to check ownership). */
export async function findOwnContact(db: Db, ownerId: string, contactId: string) {
  const [row] = await db
    .select({ id: contacts.id, personId: contacts.personId, name: contacts.name, email: contacts.email })
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.ownerId, ownerId)));
  return row ?? null;
}

/** The owner's contact record of a person on Tendero, if they keep one. */
export async function findContactOfPerson(db: Db, ownerId: string, personId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.ownerId, ownerId), eq(contacts.personId, personId)));
  return row?.id ?? null;
}

/** The conversation the two people share, if any (the chat capability's participants table). */
export async function findSharedChat(db: Db, a: string, b: string): Promise<string | null> {
  const [row] = await db
    .select({ chatId: chatParticipants.chatId })
    .from(chatParticipants)
    .where(
      and(
        eq(chatParticipants.userId, a),
        sql`exists (select 1 from ${chatParticipants} other where other.chat_id = ${chatParticipants.chatId} and other.user_id = ${b})`,
      ),
    )
    .limit(1);
  return row?.chatId ?? null;
}

export async function insertMeeting(db: Db, meeting: NewMeetingRow): Promise<MeetingRow> {
  const [row] = await db.insert(meetings).values(meeting).returning();
  if (!row) throw new Error('meeting insert returned nothing');
  return row;
}

export async function findMeeting(db: Db, id: string): Promise<MeetingRow | null> {
  const [row] = await db.select().from(meetings).where(eq(meetings.id, id));
  return row ?? null;
}

/** Writes a change only when the row still has the sequence the caller read (a concurrent change loses). */
export async function updateMeeting(
  db: Db,
  id: string,
  expectedSequence: number,
  update: MeetingUpdate,
): Promise<MeetingRow | null> {
  const [row] = await db
    .update(meetings)
    .set(update)
    .where(and(eq(meetings.id, id), eq(meetings.sequence, expectedSequence)))
    .returning();
  return row ?? null;
}

/** Meetings between two people on Tendero, whoever organised them, newest start first. */
export async function listMeetingsBetween(db: Db, me: string, other: string, limit = 50): Promise<MeetingRow[]> {
  return db
    .select()
    .from(meetings)
    .where(
      or(
        and(eq(meetings.organizerId, me), eq(meetings.attendeeId, other)),
        and(eq(meetings.organizerId, other), eq(meetings.attendeeId, me)),
      ),
    )
    .orderBy(desc(meetings.startsAt))
    .limit(limit);
}

/** Meetings the organizer set up with one of their contacts, newest start first. */
export async function listMeetingsWithContact(
  db: Db,
  organizerId: string,
  contactId: string,
  limit = 50,
): Promise<MeetingRow[]> {
  return db
    .select()
    .from(meetings)
    .where(and(eq(meetings.organizerId, organizerId), eq(meetings.contactId, contactId)))
    .orderBy(desc(meetings.startsAt))
    .limit(limit);
}

/** Meetings the person organised or attends, newest start first. */
export async function listMeetingsOf(db: Db, userId: string, limit = 50): Promise<MeetingRow[]> {
  return db
    .select()
    .from(meetings)
    .where(or(eq(meetings.organizerId, userId), eq(meetings.attendeeId, userId)))
    .orderBy(desc(meetings.startsAt))
    .limit(limit);
}

/** Display names of people, by id. */
export async function findNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
}
