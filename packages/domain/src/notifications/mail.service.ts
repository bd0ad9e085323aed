import type { MailMessage } from '@tendero/contracts';
import type { Db } from '@tendero/db';
import type { Clock } from '../shared/clock';
import { retryWhileDatabaseUnavailable } from '../shared/database-retry';
import { enqueueJob, enqueueJobs, type JobHandler, recordOutcomeWithinMs } from '../shared/jobs';
import { findMail, insertMail, insertMails, listRecentMail, type NewMail, setMailStatus } from './mail.repository';
import type { MailTransport } from './mail-transport';

export const deliverMailJob = 'notifications.deliver-mail';

/**
 * Stores an e-mail and queues its delivery in the same transaction as the caller's change, so an e-mail
 * is never sent for a change that rolled back, and never lost when the process dies before sending. The
 * job wakes the worker once the transaction commits, so the e-mail goes out at once.
 */
export async function queueMail(db: Db, clock: Clock, mail: NewMail): Promise<string> {
  const id = await insertMail(db, mail);
  await enqueueJob(db, clock, deliverMailJob, { mailId: id });
  return id;
}

/** Many e-mails at once (a digest run), each with its delivery job, in the caller's transaction. */
export async function queueMails(db: Db, clock: Clock, mails: NewMail[]): Promise<void> {
  if (mails.length === 0) return;
  const ids = await insertMails(db, mails);
  await enqueueJobs(
    db,
    clock,
    deliverMailJob,
    ids.map((mailId) => ({ mailId })),
  );
}

/** The delivery job: SMTP when configured, otherwise the message is kept for the dev mailbox. */
export function createDeliverMailHandler(
  db: Db,
  clock: Clock,
  transport: MailTransport | null,
): JobHandler<typeof deliverMailJob> {
  return async (payload, job) => {
    const { mailId } = payload;
    const mail = await findMail(db, mailId);
    if (!mail || mail.status === 'sent' || mail.status === 'kept') return;
    if (!transport) {
      await setMailStatus(db, mailId, { status: 'kept' });
      return;
    }
    try {
      await transport.send({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        attachments: mail.attachments,
      });
    } catch (error) {
      // The last attempt gives up: the message is `failed` (a newsletter counts it so), else retried later.
      await setMailStatus(db, mailId, {
        status: job.attempts >= job.maxAttempts ? 'failed' : 'queued',
        error: error instanceof Error ? error.message : String(error),
      });
      throw error;
    }
    // Sent: recorded even across a PostgreSQL restart (proof:postgres saw a message sent twice when this
    // write failed and the job ran again after its lock expired). A process killed right here still can.
    const sentAt = clock.now();
    await retryWhileDatabaseUnavailable(
      () => setMailStatus(db, mailId, { status: 'sent', sentAt, error: null }),
      recordOutcomeWithinMs / 2,
    );
  };
}

/** The dev mailbox: newest first. Only served outside production (the API decides). */
export async function listMailbox(db: Db, limit = 100): Promise<MailMessage[]> {
  const rows = await listRecentMail(db, limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    attachments: row.attachments.map((file, index) => ({
      index,
      filename: file.filename,
      contentType: file.contentType,
    })),
  }));
}

/** One file of a stored e-mail, for the dev mailbox's download link; null when there is no such file. */
export async function findMailAttachment(
  db: Db,
  mailId: string,
  index: number,
): Promise<{ filename: string; contentType: string; content: string } | null> {
  const mail = await findMail(db, mailId);
  return mail?.attachments[index] ?? null;
}
