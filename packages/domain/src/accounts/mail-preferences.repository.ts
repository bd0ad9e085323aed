import { type Db, schema } from '@tendero/db';
import type { AppLocale } from '@tendero/i18n';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Clock } from '../shared/clock';

const { users } = schema;

/**
 * E-mails go in the recipient's language: the one they signed up in, then the last one they used. A
 * signed-in request in another language moves it (one statement, and only when it differs).
 */
export async function rememberMailLanguage(db: Db, userId: string, locale: AppLocale): Promise<void> {
  await db
    .update(users)
    .set({ locale })
    .where(and(eq(users.id, userId), ne(users.locale, locale)));
}

/**
 * "All Tendero e-mails" from a signed unsubscribe link (SPEC /delete-mailing/{email}/{userId}; the link's
 * signature proves the address): the account with this address, if any, gets no notification e-mails. It
 * works without signing in and answers the same either way, so nobody learns which addresses have accounts.
 */
export async function unsubscribeMailing(db: Db, clock: Clock, email: string): Promise<void> {
  await db
    .update(users)
    .set({ mailingUnsubscribedAt: clock.now() })
    .where(and(sql`lower(${users.email}) = lower(${email.trim()})`, isNull(users.mailingUnsubscribedAt)));
}
