import { withTransaction } from '@tendero/db';
import { translate } from '@tendero/i18n';
import { findCompany } from '../companies/index';
import { listUnsubscribeHeaders, mailingUnsubscribeLink, mailLocale, queueMail } from '../notifications/index';
import type { DomainContext } from '../shared/context';
import { enqueueJob, type JobHandler } from '../shared/jobs';
import {
  dropRecipient,
  findNewsletter,
  markNewsletterSent,
  nextUnqueuedRecipients,
  setRecipientMail,
} from './newsletter.repository';
import { renderNewsletterMail } from './newsletter-format';
import { addressesWithKindOff } from './newsletter-senders.repository';

export const newsletterSendJob = 'newsletter.send-batch';
/** E-mails queued per run of the job; the next batch follows a moment later, until none is left. */
export const newsletterBatchSize = 100;
export const newsletterBatchPauseMs = 2_000;

/**
 * Sends one batch of a newsletter through the outbox: each recipient's e-mail (in the newsletter's
 * language) with the signed unsubscribe link and the List-Unsubscribe / List-Unsubscribe-Post headers.
 * An address that unsubscribed since the newsletter was written is left out then. The `{userId}` of a
 * newsletter's link is the sender's: a contact need not have an account, and the signature binds the address
 * and the company the link names (`?company=`: the page offers "only this company" and "all e-mails").
 * Each batch is one transaction (its e-mails and their recipient rows together); the next batch is queued
 * in it, so a crash repeats at most the batch that was not committed.
 */
export function createNewsletterSendHandler(ctx: DomainContext): JobHandler<typeof newsletterSendJob> {
  return async (payload) => {
    const { newsletterId } = payload;
    const newsletter = await findNewsletter(ctx.db, newsletterId);
    if (!newsletter || newsletter.status === 'sent') return;
    const locale = mailLocale(newsletter.locale);
    const company = newsletter.companyId ? await findCompany(ctx.db, newsletter.companyId) : null;
    // The link names the company (only its newsletters stop, unless the reader chooses all e-mails); a
    // newsletter whose company is gone links as notification e-mails do (everything).
    const companyId = company?.id ?? null;
    const footer = company
      ? {
          line: translate(locale, 'newsletter.mail.unsubscribeCompany', { company: company.name }),
          linkLabel: translate(locale, 'newsletter.mail.unsubscribeCompanyLink', { company: company.name }),
        }
      : {
          line: translate(locale, 'newsletter.mail.unsubscribe'),
          linkLabel: translate(locale, 'newsletter.mail.unsubscribeLink'),
        };
    await withTransaction(ctx.db, async (tx) => {
      const batch = await nextUnqueuedRecipients(tx, newsletterId, companyId, newsletterBatchSize);
      // A company's newsletter is of the `newsletters` kind, Tendero's own (no company) of `news` (issue 40):
      // an account that switched the kind's e-mail off is left out like a stopped address.
      const kindOff = await addressesWithKindOff(
        tx,
        batch.map((recipient) => recipient.email),
        newsletter.companyId ? 'newsletters' : 'news',
      );
      for (const recipient of batch) {
        if (recipient.suppressed || kindOff.has(recipient.email.trim().toLowerCase())) {
          await dropRecipient(tx, newsletterId, recipient.email);
          continue;
        }
        const person = { email: recipient.email, userId: newsletter.senderId, companyId };
        const mailId = await queueMail(tx, ctx.clock, {
          to: recipient.email,
          subject: newsletter.subject,
          locale,
          headers: listUnsubscribeHeaders(ctx, person),
          ...renderNewsletterMail(locale, newsletter.body, {
            ...footer,
            link: mailingUnsubscribeLink(ctx, locale, person),
          }),
        });
        await setRecipientMail(tx, newsletterId, recipient.email, mailId);
      }
      if (batch.length === newsletterBatchSize) {
        await enqueueJob(tx, ctx.clock, newsletterSendJob, { newsletterId }, { delayMs: newsletterBatchPauseMs });
      } else {
        await markNewsletterSent(tx, newsletterId, ctx.clock.now());
      }
    });
  };
}
