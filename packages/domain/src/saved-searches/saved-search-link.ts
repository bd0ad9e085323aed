import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppLocale } from '@tendero/i18n';
import type { DomainContext } from '../shared/context';

/**
 * The one-click unsubscribe of one saved search's alerts (issue 40): `?id=…&sig=…`, where `sig` is an
 * HMAC-SHA256 of the search and its owner with the server's link key, like `notifications/mailing-link.ts`;
 * it stops that search's alerts only, without signing in.
 */
export function savedSearchSignature(secret: string, savedSearchId: string, userId: string): string {
  return createHmac('sha256', secret).update(`saved-search\n${savedSearchId}\n${userId}`).digest('base64url');
}

export function isValidSavedSearchSignature(secret: string, savedSearchId: string, userId: string, sig: string) {
  const expected = Buffer.from(savedSearchSignature(secret, savedSearchId, userId));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The page that stops one saved search's alerts: `/{locale}/saved-searches/unsubscribe?id=…&sig=…`. */
export function savedSearchUnsubscribeLink(
  ctx: DomainContext,
  locale: AppLocale,
  search: { id: string; userId: string },
): string {
  const sig = savedSearchSignature(ctx.settings.linkSecret, search.id, search.userId);
  return `${ctx.settings.publicUrl}/${locale}/saved-searches/unsubscribe?id=${search.id}&sig=${sig}`;
}

/** The page that opens a saved search (marks it seen, then shows its results). */
export function savedSearchOpenLink(ctx: DomainContext, locale: AppLocale, savedSearchId: string): string {
  return `${ctx.settings.publicUrl}/${locale}/saved-searches/${savedSearchId}`;
}

export function companyPageLink(ctx: DomainContext, locale: AppLocale, companyId: string): string {
  return `${ctx.settings.publicUrl}/${locale}/marketplace/company/${companyId}`;
}
