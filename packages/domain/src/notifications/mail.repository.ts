import { type Db, schema } from '@tendero/db';
import { desc, eq, inArray, sql } from 'drizzle-orm';

const { mailMessages } = schema;

export type MailRow = typeof mailMessages.$inferSelect;
export type MailAttachment = { filename: string; contentType: string; content: string };
export type NewMail = {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  locale: string;
  /** Extra headers (a newsletter's List-Unsubscribe). */
  headers?: Record<string, string>;
  /** Text files sent with it (a meeting's .ics). */
  attachments?: MailAttachment[];
};

export async function insertMail(db: Db, mail: NewMail): Promise<string> {
  const [row] = await db.insert(mailMessages).values(mail).returning({ id: mailMessages.id });
  if (!row) throw new Error('mail insert returned nothing');
  return row.id;
}

/** Many messages in one statement per chunk (digests), answering their ids in order. */
export async function insertMails(db: Db, mails: NewMail[]): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < mails.length; start += 500) {
    const rows = await db
      .insert(mailMessages)
      .values(mails.slice(start, start + 500))
      .returning({ id: mailMessages.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

export async function findMail(db: Db, id: string): Promise<MailRow | null> {
  const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
  return row ?? null;
}

export async function setMailStatus(
  db: Db,
  id: string,
  update: { status: MailRow['status']; sentAt?: Date | null; error?: string | null },
): Promise<void> {
  await db.update(mailMessages).set(update).where(eq(mailMessages.id, id));
}

export async function listRecentMail(db: Db, limit: number): Promise<MailRow[]> {
  return db.select().from(mailMessages).orderBy(desc(mailMessages.createdAt)).limit(limit);
}

/** The outbox: e-mails waiting to go and e-mails given up (read through their partial index, for /metrics). */
export async function countOutbox(db: Db): Promise<{ queued: number; failed: number }> {
  const rows = await db
    .select({ status: mailMessages.status, count: sql<number>`count(*)::int` })
    .from(mailMessages)
    .where(inArray(mailMessages.status, ['queued', 'failed']))
    .groupBy(mailMessages.status);
  const countOf = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  return { queued: countOf('queued'), failed: countOf('failed') };
}
