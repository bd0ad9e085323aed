import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppLocale } from '@tendero/i18n';
import type { DomainContext } from '../shared/context';

/**
 * The unsubscribe link of every notification e-mail and newsletter (SPEC /delete-mailing/{email}/{userId}),
 * signed: `?sig=` is an HMAC-SHA256 of the lower-cased address and the user id with the server's link key
 * (`ctx.settings.linkSecret`, derived from SESSION_SECRET), so nobody can unsubscribe someone else by
 * guessing an address. `{userId}` is the recipient's account for notification e-mails and the sender's for
 * newsletters (a contact need not have an account); the signature binds the pair either way.
 */
export function mailingSignature(secret: string, email: string, userId: string): string {
  return createHmac('sha256', secret).update(`${email.trim().toLowerCase()}\n${userId}`).digest('base64url');
}

export function isValidMailingSignature(secret: string, email: string, userId: string, sig: string): boolean {
  const expected = Buffer.from(mailingSignature(secret, email, userId));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The page link: `/{locale}/delete-mailing/{email}/{userId}?sig=…`. */
export function mailingUnsubscribeLink(
  ctx: DomainContext,
  locale: AppLocale,
  person: { email: string; userId: string },
): string {
  const sig = mailingSignature(ctx.settings.linkSecret, person.email, person.userId);
  return `${ctx.settings.publicUrl}/${locale}/delete-mailing/${encodeURIComponent(person.email)}/${encodeURIComponent(person.userId)}?sig=${sig}`;
}

/**
 * The List-Unsubscribe headers (RFC 2369, RFC 8058 one-click): a mail client's button posts
 * `List-Unsubscribe=One-Click` to the API with the same signed parts in the query.
 */
export function listUnsubscribeHeaders(
  ctx: DomainContext,
  person: { email: string; userId: string },
): Record<string, string> {
  const query = new URLSearchParams({
    email: person.email,
    userId: person.userId,
    sig: mailingSignature(ctx.settings.linkSecret, person.email, person.userId),
  });
  return {
    'List-Unsubscribe': `<${ctx.settings.publicUrl}/api/newsletter/unsubscribe?${query.toString()}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
