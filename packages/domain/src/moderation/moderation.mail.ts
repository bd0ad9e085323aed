import type { Db } from '@tendero/db';
import { formatDate, translate, translator } from '@tendero/i18n';
import { findAccount } from '../accounts/index';
import { mailLocale, queueMail, renderMail } from '../notifications/index';
import type { ModerationContext } from './moderation-rules';
import { restorableUntil } from './moderation-rules';
import type { RemovalRow } from './removals.repository';

/**
 * Tells the owner, in their language, that an admin removed their content (with the reason, and until when
 * it can come back) or restored it. An owner whose account is gone is told nothing. The e-mail quotes only
 * the short excerpt the console shows.
 */
export async function queueOwnerMail(
  ctx: ModerationContext,
  db: Db,
  removal: RemovalRow,
  event: 'removed' | 'restored',
): Promise<void> {
  if (!removal.ownerId) return;
  const owner = await findAccount(db, removal.ownerId);
  if (!owner) return;
  const locale = mailLocale(owner.locale);
  const vars = {
    name: owner.firstName,
    kind: translate(locale, `moderation.email.kinds.${removal.kind}`),
    excerpt: removal.excerpt,
    reason: removal.reason,
    until: formatDate(restorableUntil(removal.removedAt)),
    support: ctx.settings.supportEmail,
  };
  const removed = translator(locale, 'moderation.email.removed');
  const restored = translator(locale, 'moderation.email.restored');
  await queueMail(db, ctx.clock, {
    to: owner.email,
    subject: event === 'removed' ? removed('subject', vars) : restored('subject', vars),
    locale,
    ...renderMail(
      locale,
      event === 'removed'
        ? [
            removed('greeting', vars),
            removed('body', vars),
            removed('reason', vars),
            removed('hidden', vars),
            removed('support', vars),
          ]
        : [restored('greeting', vars), restored('body', vars), restored('support', vars)],
    ),
  });
}
