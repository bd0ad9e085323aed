import { type NewsletterSent, newsletterSkipReasons } from '@tendero/contracts';
import { withTransaction } from '@tendero/db';
import type { AppLocale } from '@tendero/i18n';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import type { DomainContext } from '../../shared/context';
import { enqueueJob } from '../../shared/jobs';
import { newsletterSendJob } from '../newsletter.mail';
import { assertMaySendNewsletters } from '../newsletter.policy';
import { findChosenContacts, insertNewsletter, markNewsletterSent } from '../newsletter.repository';
import { skipReasonOf } from './get-audience';

/**
 * Sends a newsletter to the chosen contacts (by tag or one by one, the sender's own only) whose marketing
 * consent is recorded and whose address has not unsubscribed (from all e-mails, or from the sender's
 * company); one e-mail per address. The newsletter and its recipients are stored and the first batch job
 * queued in one transaction (`newsletter.mail.ts` sends the batches through the outbox). The answer says
 * how many it goes to and how many were left out and why: when every chosen contact is left out that is
 * still an answer (sent to 0, kept in the list as sent), not a refusal. Choosing none of one's own
 * contacts is refused (`noRecipients`).
 */
export async function sendNewsletter(
  ctx: DomainContext,
  session: Session,
  draft: { tagIds: string[]; contactIds: string[]; subject: string; body: string },
  locale: AppLocale,
): Promise<NewsletterSent> {
  assertMaySendNewsletters(session);
  const companyId = session.companyId ?? null;
  const chosen = await findChosenContacts(ctx.db, session.userId, companyId, draft);
  if (chosen.length === 0) {
    throw new AppError('VALIDATION_ERROR', {
      reason: 'NO_RECIPIENTS',
      fieldProblems: [{ path: 'contactIds', messageKey: 'newsletter.errors.noRecipients' }],
    });
  }
  const skipped = Object.fromEntries(newsletterSkipReasons.map((reason) => [reason, 0])) as NewsletterSent['skipped'];
  const recipients = new Map<string, { email: string; contactId: string }>();
  for (const contact of chosen) {
    const reason = skipReasonOf(contact);
    if (reason) skipped[reason]++;
    else if (contact.email) {
      const email = contact.email.trim().toLowerCase();
      if (!recipients.has(email)) recipients.set(email, { email, contactId: contact.id });
    }
  }
  const id = await withTransaction(ctx.db, async (tx) => {
    const created = await insertNewsletter(tx, {
      senderId: session.userId,
      companyId,
      subject: draft.subject,
      body: draft.body,
      locale,
      skipped: Object.values(skipped).reduce((sum, count) => sum + count, 0),
      recipients: [...recipients.values()],
    });
    // Nobody to send to: nothing to queue, the newsletter is done as it is.
    if (recipients.size === 0) await markNewsletterSent(tx, created, ctx.clock.now());
    else await enqueueJob(tx, ctx.clock, newsletterSendJob, { newsletterId: created });
    return created;
  });
  return { id, recipients: recipients.size, skipped };
}
