import { createHash, randomBytes } from 'node:crypto';
import type { NewsletterSubscribeInput } from '@tendero/contracts';
import { withTransaction } from '@tendero/db';
import { type AppLocale, translate } from '@tendero/i18n';
import { queueMail, renderMail } from '../../notifications/index';
import { AppError } from '../../shared/app-error';
import type { DomainContext } from '../../shared/context';
import {
  confirmSubscription,
  findSubscriptionByEmail,
  findSubscriptionByToken,
  liftSuppression,
  upsertPendingSubscription,
} from '../newsletter.repository';

/** How long the confirmation link works. */
export const subscribeTokenMs = 48 * 60 * 60 * 1000;
/** At most one confirmation e-mail per address in this time (the per-address limit; the route limits per IP). */
export const subscribeMailEveryMs = 10 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * SPEC POST /newsletter/subscribe, double opt-in. With an address: one row per address (a second sign-up
 * renews the pending link, never a second subscription) and a confirmation e-mail, at most one per address
 * every 10 minutes; an address already confirmed gets nothing. The answer is `pending` in every case, so it
 * tells nobody which addresses are subscribed. With the e-mail's token: the subscription is confirmed.
 */
export async function subscribeToNewsletter(
  ctx: DomainContext,
  input: NewsletterSubscribeInput,
  locale: AppLocale,
): Promise<{ status: 'pending' | 'confirmed' }> {
  const now = ctx.clock.now();
  if ('token' in input) {
    const row = await findSubscriptionByToken(ctx.db, hashToken(input.token));
    if (!row?.tokenExpiresAt || row.tokenExpiresAt <= now) {
      throw new AppError('NOT_FOUND', { reason: 'INVALID_TOKEN', messageKey: 'newsletter.errors.invalidToken' });
    }
    await withTransaction(ctx.db, async (tx) => {
      await confirmSubscription(tx, row.id, now);
      // Asking again and confirming is a fresh consent: an earlier unsubscribe no longer holds.
      await liftSuppression(tx, row.email);
    });
    return { status: 'confirmed' };
  }
  const email = input.email.trim().toLowerCase();
  const existing = await findSubscriptionByEmail(ctx.db, email);
  if (existing?.confirmedAt && !existing.unsubscribedAt) return { status: 'pending' };
  const issuedAt = existing?.tokenExpiresAt ? existing.tokenExpiresAt.getTime() - subscribeTokenMs : null;
  if (issuedAt !== null && now.getTime() - issuedAt < subscribeMailEveryMs) return { status: 'pending' };
  const token = randomBytes(24).toString('base64url');
  const link = `${ctx.settings.publicUrl}/${locale}/newsletter/subscribe?token=${token}`;
  await withTransaction(ctx.db, async (tx) => {
    await upsertPendingSubscription(tx, {
      email,
      locale,
      tokenHash: hashToken(token),
      tokenExpiresAt: new Date(now.getTime() + subscribeTokenMs),
    });
    await queueMail(tx, ctx.clock, {
      to: email,
      subject: translate(locale, 'newsletter.mail.confirm.subject'),
      locale,
      ...renderMail(locale, [
        translate(locale, 'newsletter.mail.confirm.body'),
        translate(locale, 'newsletter.mail.confirm.cta', { link }),
        translate(locale, 'newsletter.mail.confirm.ignore'),
      ]),
    });
  });
  return { status: 'pending' };
}
