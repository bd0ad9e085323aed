import type { NewsletterPreview } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import type { DomainContext } from '../../shared/context';
import { assertMaySendNewsletters } from '../newsletter.policy';
import { renderNewsletterBody } from '../newsletter-format';

/** The composer's live preview: the same rendering the e-mail gets. */
export async function previewNewsletter(
  _ctx: DomainContext,
  session: Session,
  draft: { subject: string; body: string },
): Promise<NewsletterPreview> {
  assertMaySendNewsletters(session);
  return renderNewsletterBody(draft.body);
}
