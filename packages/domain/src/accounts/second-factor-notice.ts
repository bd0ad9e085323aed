import { localeOr } from '@tendero/contracts';
import { type AppLocale, translate } from '@tendero/i18n';
import { queueMail, renderMail } from '../notifications/index';
import { recordAudit } from '../shared/audit.repository';
import type { AccountsContext } from './accounts-context';
import { findUserById } from './users.repository';

/** The changes to a person's sign-in methods this capability makes, as activity-log actions. */
export const secondFactorActions = {
  totpOn: 'second-factor.totp-on',
  totpOff: 'second-factor.totp-off',
  recoveryCodes: 'second-factor.recovery-codes',
  recoveryCodeUsed: 'second-factor.recovery-code-used',
  teamRule: 'second-factor.team-rule',
} as const;

type Change =
  | { kind: 'totpOn' }
  | { kind: 'totpOff' }
  | { kind: 'recoveryCodes' }
  | { kind: 'recoveryCodeUsed'; left: number };

/**
 * Records a change to a person's second factor in the activity log and e-mails them about it in their
 * language (the outbox): a change they did not make is how a takeover shows.
 */
export async function noticeSecondFactorChange(
  ctx: AccountsContext,
  userId: string,
  change: Change,
  meta: { ip?: string | null },
): Promise<void> {
  const now = ctx.clock.now();
  await recordAudit(ctx.db, {
    at: now,
    actorId: userId,
    action: secondFactorActions[change.kind],
    targetType: 'user',
    targetId: userId,
    ip: meta.ip ?? null,
    detail: change.kind === 'recoveryCodeUsed' ? { left: change.left } : {},
  });
  const user = await findUserById(ctx.db, userId);
  if (!user) return;
  const locale: AppLocale = localeOr(user.locale);
  const support = ctx.settings.supportEmail;
  const paragraphs = [translate(locale, 'secondFactor.email.greeting', { name: user.firstName })];
  let subject: string;
  switch (change.kind) {
    case 'totpOn':
      subject = translate(locale, 'secondFactor.email.totpOn.subject');
      paragraphs.push(translate(locale, 'secondFactor.email.totpOn.body'));
      break;
    case 'totpOff':
      subject = translate(locale, 'secondFactor.email.totpOff.subject');
      paragraphs.push(translate(locale, 'secondFactor.email.totpOff.body'));
      break;
    case 'recoveryCodes':
      subject = translate(locale, 'secondFactor.email.recoveryCodes.subject');
      paragraphs.push(translate(locale, 'secondFactor.email.recoveryCodes.body'));
      break;
    case 'recoveryCodeUsed':
      subject = translate(locale, 'secondFactor.email.recoveryCodeUsed.subject');
      paragraphs.push(translate(locale, 'secondFactor.email.recoveryCodeUsed.body', { left: change.left }));
      break;
  }
  paragraphs.push(translate(locale, 'secondFactor.email.notYou', { support }));
  await queueMail(ctx.db, ctx.clock, { to: user.email, subject, locale, ...renderMail(locale, paragraphs) });
}
