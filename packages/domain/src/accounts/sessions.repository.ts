import { type Db, schema } from '@tendero/db';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { preparedPer } from '../shared/prepared';

const { users, sessions } = schema;

/** What a live session says of its person: the same columns for one token and for many. */
const sessionPerson = {
  userId: users.id,
  role: users.role,
  status: users.status,
  companyId: users.companyId,
  locale: users.locale,
  answersInquiries: users.answersInquiries,
};

/**
 * The session of a token, with the fields the session resolver needs; expired sessions do not count. Every
 * authenticated request asks this, so it is a prepared statement.
 */
const liveSession = preparedPer((db) =>
  db
    .select({
      ...sessionPerson,
      expiresAt: sessions.expiresAt,
      lastUsedAt: sessions.updatedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.token, sql.placeholder('token')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.deletedAt),
      ),
    )
    .prepare('accounts_live_session'),
);

export async function findLiveSession(db: Db, token: string, now: Date) {
  const [row] = await liveSession(db).execute({ token, now });
  return row ?? null;
}

/**
 * The live sessions among many tokens, in one read (the socket sweep): the same rule as `findLiveSession`,
 * with each row's token. Tokens without a live session have no row.
 */
export async function findLiveSessions(db: Db, tokens: string[], now: Date) {
  if (tokens.length === 0) return [];
  return (
    db
      .select({
        token: sessions.token,
        ...sessionPerson,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      // One array parameter, not one per token: an IN list of 5,000 placeholders took the sweep of 5,000
      // sockets tens of milliseconds of building and planning, in which deliveries waited (decision 0021).
      .where(
        and(
          sql`${sessions.token} = any(${sql.param(tokens)}::text[])`,
          gt(sessions.expiresAt, now),
          isNull(users.deletedAt),
        ),
      )
  );
}

export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}

export async function deleteOtherSessions(db: Db, userId: string, keepToken: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.token, keepToken)));
}

export async function deleteSessionsOfUser(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
