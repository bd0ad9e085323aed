import { bindOperation as bind } from '../shared/bind-operation';
import type { DomainContext } from '../shared/context';
import { createNewsletterSendHandler } from './newsletter.mail';
import { getNewsletterAudience } from './operations/get-audience';
import { getNewsletter, listNewsletters } from './operations/list-newsletters';
import { listNewsletterSenders, setNewsletterSender } from './operations/newsletter-senders';
import { previewNewsletter } from './operations/preview-newsletter';
import { sendNewsletter } from './operations/send-newsletter';
import { subscribeToNewsletter } from './operations/subscribe';
import { getMailingLink, unsubscribeFromMailing } from './operations/unsubscribe';

/**
 * Newsletter: reps and managers write to their consenting contacts (sent in batches through the outbox,
 * each e-mail with a signed unsubscribe link), the public double opt-in sign-up, and the unsubscribe
 * link that every notification e-mail and newsletter carries. One file per operation in operations/.
 */
export function createNewsletter(ctx: DomainContext) {
  return {
    list: bind(ctx, listNewsletters),
    get: bind(ctx, getNewsletter),
    audience: bind(ctx, getNewsletterAudience),
    preview: bind(ctx, previewNewsletter),
    send: bind(ctx, sendNewsletter),
    subscribe: bind(ctx, subscribeToNewsletter),
    unsubscribe: bind(ctx, unsubscribeFromMailing),
    mailingLink: bind(ctx, getMailingLink),
    /** The settings page's "newsletters per sender": the person's own address only. */
    senders: bind(ctx, listNewsletterSenders),
    setSender: bind(ctx, setNewsletterSender),
    /** The batch job (`newsletter.send-batch`), registered with the worker in `server.ts`. */
    sendHandler: createNewsletterSendHandler(ctx),
  };
}
export type Newsletter = ReturnType<typeof createNewsletter>;
