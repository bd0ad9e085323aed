import type { NewsletterAudience, NewsletterSkipReason } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import type { DomainContext } from '../../shared/context';
import { assertMaySendNewsletters } from '../newsletter.policy';
import { listAudience, listOwnTags } from '../newsletter.repository';

/** Why a contact would not receive a newsletter, or null when it would. */
export function skipReasonOf(contact: {
  email: string | null;
  marketingConsentAt: Date | null;
  suppressedAll: boolean;
  suppressedCompany: boolean;
}): NewsletterSkipReason | null {
  if (!contact.email) return 'noEmail';
  if (!contact.marketingConsentAt) return 'noConsent';
  if (contact.suppressedAll) return 'unsubscribedAll';
  if (contact.suppressedCompany) return 'unsubscribedCompany';
  return null;
}

/** The composer's choice: the sender's own contacts and tags, each contact with why it would be left out. */
export async function getNewsletterAudience(ctx: DomainContext, session: Session): Promise<NewsletterAudience> {
  assertMaySendNewsletters(session);
  const [contacts, tags] = await Promise.all([
    listAudience(ctx.db, session.userId, session.companyId ?? null),
    listOwnTags(ctx.db, session.userId),
  ]);
  return {
    contacts: contacts.map((contact) => ({
      id: contact.id,
      name: contact.name,
      email: contact.email,
      tagIds: contact.tagIds,
      skipReason: skipReasonOf(contact),
    })),
    tags,
  };
}
