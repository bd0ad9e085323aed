import { type Db, schema } from '@tendero/db';
import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';

const { supportRequests, users } = schema;

export type NewSupportRequest = typeof supportRequests.$inferInsert;

export async function insertSupportRequest(db: Db, request: NewSupportRequest) {
  const [row] = await db.insert(supportRequests).values(request).returning();
  if (!row) throw new Error('support request insert returned nothing');
  return row;
}

/** The signed-in requester's own account: the only address a copy of their message may go to. */
export async function findRequester(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row && !row.deletedAt ? { email: row.email } : null;
}

/** Requests sent without an account that named this address since `since` (case-insensitive). */
export async function countAnonymousRequestsTo(db: Db, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportRequests)
    .where(
      and(
        sql`lower(${supportRequests.email}) = lower(${email})`,
        isNull(supportRequests.userId),
        gte(supportRequests.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}
