import type { MailingLink, NotificationKind, UnsubscribeScope } from '@tendero/contracts';
import { withTransaction } from '@tendero/db';
import { findPeople, unsubscribeMailing } from '../../accounts/index';
import { findCompany } from '../../companies/index';
import { findChannelsOf, isValidMailingSignature, switchOffKindEmail } from '../../notifications/index';
import { AppError } from '../../shared/app-error';
import type { DomainContext } from '../../shared/context';
import { findSuppressions, suppressAddress, suppressAddressForCompany } from '../newsletter.repository';

type SignedLink = { email: string; userId: string; company?: string; kind?: NotificationKind; sig: string };

function assertSigned(ctx: DomainContext, link: SignedLink): void {
  if (!isValidMailingSignature(ctx.settings.linkSecret, link.email, link.userId, link.sig, link.company, link.kind)) {
    throw new AppError('FORBIDDEN', {
      reason: 'INVALID_UNSUBSCRIBE_LINK',
      messageKey: 'newsletter.errors.invalidLink',
    });
  }
}

/** Whether the link's account has the kind's e-mail switched off (false without a kind). */
async function kindStopped(ctx: DomainContext, link: SignedLink): Promise<boolean> {
  if (!link.kind) return false;
  const channels = await findChannelsOf(ctx.db, [link.userId], link.kind);
  return channels.get(link.userId)?.email === false;
}

/**
 * What a signed link is about, for its page: the company a newsletter's link names (null for a notification
 * e-mail's link, an old newsletter link, or a company that is gone), the kind a notification e-mail's link
 * names, and what the address already stopped.
 */
export async function getMailingLink(ctx: DomainContext, link: SignedLink): Promise<MailingLink> {
  assertSigned(ctx, link);
  const company = link.company ? await findCompany(ctx.db, link.company) : null;
  const stopped = await findSuppressions(ctx.db, link.email, company?.id ?? null);
  return {
    email: link.email.trim().toLowerCase(),
    company: company ? { id: company.id, name: company.name } : null,
    kind: link.kind ?? null,
    unsubscribed: { ...stopped, kind: await kindStopped(ctx, link) },
  };
}

/**
 * The signed unsubscribe link (page and one-click header alike). A forged or altered link is refused
 * (403 `INVALID_UNSUBSCRIBE_LINK`). A newsletter's link names its company: by default (and always for the
 * one-click header) only that company's newsletters stop (`mailing_company_suppressions`). `all`, the only
 * meaning of a link without a company (notification e-mails, and newsletters sent before links named their
 * company), adds the address to `mailing_suppressions` (no newsletter of any company reaches it) and stops
 * the notification e-mails of an account with this address (`users.mailing_unsubscribed_at`). It answers
 * the same whether or not the address has an account. A notification e-mail's link names its kind (issue
 * 40): by default (and always for the one-click header) only that kind's e-mail stops, for the link's
 * account (`{userId}` is the recipient's own for notification e-mails), its push and other kinds untouched.
 */
export async function unsubscribeFromMailing(
  ctx: DomainContext,
  link: SignedLink & { scope?: UnsubscribeScope },
): Promise<void> {
  assertSigned(ctx, link);
  const scope = link.scope ?? (link.company ? 'company' : link.kind ? 'kind' : 'all');
  const now = ctx.clock.now();
  if (scope === 'kind') {
    // The account may be gone since the e-mail: nothing is left to stop (the same answer either way).
    if (link.kind && !link.company) await stopKind(ctx, link.userId, link.kind);
    return;
  }
  if (scope === 'company') {
    // A company that no longer exists sends nothing: there is nothing left to stop.
    const company = link.company ? await findCompany(ctx.db, link.company) : null;
    if (company) await suppressAddressForCompany(ctx.db, link.email, company.id, link.userId, now);
    return;
  }
  await withTransaction(ctx.db, async (tx) => {
    await suppressAddress(tx, link.email, link.userId, now);
    await unsubscribeMailing(tx, ctx.clock, link.email);
  });
}

async function stopKind(ctx: DomainContext, userId: string, kind: NotificationKind): Promise<void> {
  const [person] = await findPeople(ctx.db, [userId]);
  if (person && person.deletedAt === null) await switchOffKindEmail(ctx, userId, kind);
}
