import { createHash, randomBytes } from 'node:crypto';
import { type AppLocale, formatDateTime, translate } from '@tendero/i18n';
import { queueMail, renderMail } from '../notifications/index';
import { replaceInvitation } from './invitations.repository';
import type { TeamContext } from './team-context';

/** Invitations work once and for 7 days. */
export const invitationDays = 7;

/** Only a token's hash is stored: the link in the e-mail is the only copy of the token. */
export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new invitation (the open ones no longer work) e-mailed to a member, in the language of the page the
 * manager invited from (`locale`).
 */
export async function sendInvitation(
  ctx: TeamContext,
  company: { companyName: string | null },
  member: { userId: string; email: string; firstName: string; role?: 'MANAGER' | 'SALES_REP' },
  invitedBy: string,
  locale: AppLocale,
): Promise<void> {
  const manager = member.role === 'MANAGER';
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(ctx.clock.now().getTime() + invitationDays * 24 * 3_600_000);
  await replaceInvitation(ctx.db, { userId: member.userId, invitedBy, tokenHash: hashOf(token), expiresAt });
  const link = `${ctx.settings.publicUrl}/${locale}/change-password?invitation=${token}`;
  const body = renderMail(locale, [
    translate(locale, 'email.invitation.greeting', { name: member.firstName }),
    translate(locale, manager ? 'email.invitation.managerBody' : 'email.invitation.body', {
      company: company.companyName ?? '',
    }),
    link,
    translate(locale, 'email.invitation.expiry', { date: formatDateTime(expiresAt) }),
  ]);
  await queueMail(ctx.db, ctx.clock, {
    to: member.email,
    subject: translate(locale, manager ? 'email.invitation.managerSubject' : 'email.invitation.subject', {
      company: company.companyName ?? 'Tendero',
    }),
    locale,
    ...body,
  });
}
