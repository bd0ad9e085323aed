import { type Db, schema } from '@tendero/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../shared/clock';

const { users } = schema;

/**
 * The unsubscribe link of every notification e-mail (SPEC /delete-mailing/{email}/{userId}): it works
 * without signing in, but only when the e-mail matches the account, and it answers the same either way
 * so that nobody learns which addresses have accounts.
 */
export async function unsubscribeMailing(db: Db, clock: Clock, userId: string, email: string): Promise<void> {
  await db
    .update(users)
    .set({ mailingUnsubscribedAt: clock.now() })
    .where(
      and(eq(users.id, userId), sql`lower(${users.email}) = lower(${email})`, isNull(users.mailingUnsubscribedAt)),
    );
}
