import { withTransaction } from '@tendero/db';
import { unsubscribeMailing } from '../../accounts/index';
import { isValidMailingSignature } from '../../notifications/index';
import { AppError } from '../../shared/app-error';
import type { DomainContext } from '../../shared/context';
import { suppressAddress } from '../newsletter.repository';

/**
 * The signed unsubscribe link (page and one-click header alike). A forged or altered link is refused
 * (403 `INVALID_UNSUBSCRIBE_LINK`). A valid one adds the address to `mailing_suppressions` (no newsletter
 * reaches it again) and, when `{userId}` is the account with this address, stops its notification e-mails
 * too (`users.mailing_unsubscribed_at`). It answers the same whether or not the address has an account.
 */
export async function unsubscribeFromMailing(
  ctx: DomainContext,
  link: { email: string; userId: string; sig: string },
): Promise<void> {
  if (!isValidMailingSignature(ctx.settings.linkSecret, link.email, link.userId, link.sig)) {
    throw new AppError('FORBIDDEN', {
      reason: 'INVALID_UNSUBSCRIBE_LINK',
      messageKey: 'newsletter.errors.invalidLink',
    });
  }
  await withTransaction(ctx.db, async (tx) => {
    await suppressAddress(tx, link.email, link.userId, ctx.clock.now());
    await unsubscribeMailing(tx, ctx.clock, link.userId, link.email);
  });
}
