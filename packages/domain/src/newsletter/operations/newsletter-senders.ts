import type { NewsletterSenderInput, NewsletterSenders } from '@tendero/contracts';
import { findPeople, type Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import type { DomainContext } from '../../shared/context';
import { suppressAddressForCompany } from '../newsletter.repository';
import { isSuppressedAll, liftCompanySuppression, listSendersOf } from '../newsletter-senders.repository';

async function ownAddress(ctx: DomainContext, session: Session): Promise<string> {
  const [person] = await findPeople(ctx.db, [session.userId]);
  if (!person?.email) throw new AppError('NOT_FOUND');
  return person.email;
}

/**
 * "Newsletters per sender" of the notification settings (issue 40): the companies whose newsletters reach
 * the signed-in person's address (or reached it before they stopped them), each with its switch.
 */
export async function listNewsletterSenders(ctx: DomainContext, session: Session): Promise<NewsletterSenders> {
  const email = await ownAddress(ctx, session);
  const [items, stoppedAll] = await Promise.all([listSendersOf(ctx.db, email), isSuppressedAll(ctx.db, email)]);
  return { items: items.map((item) => ({ ...item, receiving: Boolean(item.receiving) })), stoppedAll };
}

/**
 * Stops or resumes one company's newsletters to the person's own address: the same per-company stop as the
 * newsletter's unsubscribe link (`mailing_company_suppressions`). Only a company of their list (one that
 * sent them a newsletter, or that they stopped): any other is NOT_FOUND.
 */
export async function setNewsletterSender(
  ctx: DomainContext,
  session: Session,
  companyId: string,
  input: NewsletterSenderInput,
): Promise<NewsletterSenders> {
  const email = await ownAddress(ctx, session);
  const senders = await listSendersOf(ctx.db, email);
  if (!senders.some((sender) => sender.companyId === companyId)) throw new AppError('NOT_FOUND');
  if (input.receiving) await liftCompanySuppression(ctx.db, email, companyId);
  else await suppressAddressForCompany(ctx.db, email, companyId, session.userId, ctx.clock.now());
  return listNewsletterSenders(ctx, session);
}
