import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationKind } from '@tendero/contracts';
import type { AppLocale } from '@tendero/i18n';
import type { DomainContext } from '../shared/context';

/**
 * The unsubscribe link of every notification e-mail and newsletter (SPEC /delete-mailing/{email}/{userId}),
 * signed: `?sig=` is an HMAC-SHA256 of the lower-cased address and the user id with the server's link key
 * (`ctx.settings.linkSecret`, derived from SESSION_SECRET), so nobody can unsubscribe someone else by
 * guessing an address. `{userId}` is the recipient's account for notification e-mails and the sender's for
 * newsletters (a contact need not have an account); the signature binds the pair either way, and the
 * company of a newsletter's link (`?company=`) too.
 */
export function mailingSignature(
  secret: string,
  email: string,
  userId: string,
  companyId?: string | null,
  kind?: NotificationKind | null,
): string {
  // A newsletter's link also names its company: the signature covers it, so it can be neither changed nor
  // dropped (a link without a company means every e-mail). Links without one are signed as they always were.
  const company = companyId ? `\n${companyId}` : '';
  // A notification e-mail's link names its kind (issue 40): the link switches off that kind's e-mail only.
  const ofKind = kind ? `\nkind:${kind}` : '';
  return createHmac('sha256', secret)
    .update(`${email.trim().toLowerCase()}\n${userId}${company}${ofKind}`)
    .digest('base64url');
}

export function isValidMailingSignature(
  secret: string,
  email: string,
  userId: string,
  sig: string,
  companyId?: string | null,
  kind?: NotificationKind | null,
): boolean {
  const expected = Buffer.from(mailingSignature(secret, email, userId, companyId, kind));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Who a link is for, and the company whose newsletter it comes with (none: a notification e-mail). */
export type MailingLinkPerson = {
  email: string;
  userId: string;
  companyId?: string | null;
  /** The kind of notification e-mail the link comes with (`?kind=`): unsubscribing stops that kind only. */
  kind?: NotificationKind | null;
};

/** The page link: `/{locale}/delete-mailing/{email}/{userId}?company=…&sig=…` (`company` for newsletters). */
export function mailingUnsubscribeLink(ctx: DomainContext, locale: AppLocale, person: MailingLinkPerson): string {
  const sig = mailingSignature(ctx.settings.linkSecret, person.email, person.userId, person.companyId, person.kind);
  const company = person.companyId ? `company=${encodeURIComponent(person.companyId)}&` : '';
  const kind = person.kind ? `kind=${person.kind}&` : '';
  return `${ctx.settings.publicUrl}/${locale}/delete-mailing/${encodeURIComponent(person.email)}/${encodeURIComponent(person.userId)}?${company}${kind}sig=${sig}`;
}

/**
 * The List-Unsubscribe headers (RFC 2369, RFC 8058 one-click): a mail client's button posts
 * `List-Unsubscribe=One-Click` to the API with the same signed parts in the query.
 */
export function listUnsubscribeHeaders(ctx: DomainContext, person: MailingLinkPerson): Record<string, string> {
  const query = new URLSearchParams({
    email: person.email,
    userId: person.userId,
    ...(person.companyId ? { company: person.companyId } : {}),
    ...(person.kind ? { kind: person.kind } : {}),
    sig: mailingSignature(ctx.settings.linkSecret, person.email, person.userId, person.companyId, person.kind),
  });
  return {
    'List-Unsubscribe': `<${ctx.settings.publicUrl}/api/newsletter/unsubscribe?${query.toString()}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
