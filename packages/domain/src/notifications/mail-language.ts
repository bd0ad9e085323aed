import { type Db, schema } from '@tendero/db';
import type { AppLocale } from '@tendero/i18n';
import { and, eq, ne } from 'drizzle-orm';

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
