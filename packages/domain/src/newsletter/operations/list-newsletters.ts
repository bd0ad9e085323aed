import type { NewsletterDetail, NewsletterList } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import type { DomainContext } from '../../shared/context';
import { assertMayReadNewsletter, assertMaySendNewsletters } from '../newsletter.policy';
import { findNewsletter, listNewsletterRecipients, listSenderNewsletters } from '../newsletter.repository';

/**
 * The sender's newsletters, newest first. Delivered and failed come from the outbox message of each
 * recipient (`sent`, or `kept` by the dev mailbox when no SMTP is configured, count as delivered; an
 * address that unsubscribed before its batch went counts as failed); the rest are still pending.
 */
export async function listNewsletters(ctx: DomainContext, session: Session): Promise<NewsletterList> {
  assertMaySendNewsletters(session);
  const rows = await listSenderNewsletters(ctx.db, session.userId);
  return {
    items: rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      recipients: row.recipients,
      skipped: row.skipped,
      delivered: row.delivered,
      failed: row.failed,
      pending: Math.max(0, row.recipients - row.delivered - row.failed),
    })),
  };
}

/** One newsletter, its sender only (anyone else: 404, as if it did not exist). */
export async function getNewsletter(ctx: DomainContext, session: Session, id: string): Promise<NewsletterDetail> {
  assertMaySendNewsletters(session);
  const row = await findNewsletter(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  assertMayReadNewsletter(session, row);
  const recipients = await listNewsletterRecipients(ctx.db, id);
  const recipientList = recipients.map((recipient) => ({
    email: recipient.email,
    status:
      recipient.recipientStatus === 'failed' || recipient.mailStatus === 'failed'
        ? ('failed' as const)
        : recipient.mailStatus === 'sent' || recipient.mailStatus === 'kept'
          ? ('delivered' as const)
          : ('pending' as const),
  }));
  const delivered = recipientList.filter((r) => r.status === 'delivered').length;
  const failed = recipientList.filter((r) => r.status === 'failed').length;
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    recipients: row.recipients,
    skipped: row.skipped,
    delivered,
    failed,
    pending: Math.max(0, row.recipients - delivered - failed),
    recipientList,
  };
}
