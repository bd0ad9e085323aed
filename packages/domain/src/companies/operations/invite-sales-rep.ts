import { randomBytes } from 'node:crypto';
import type { InviteSalesRepInput } from '@tendero/contracts';
import type { AppLocale } from '@tendero/i18n';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { managedCompany, type TeamContext } from '../team-context';
import { sendInvitation } from '../team-invitation';

/** `locale`: the language of the manager's page; the invitation and the new account's e-mails use it. */
export async function inviteSalesRep(
  ctx: TeamContext,
  actor: Session,
  input: InviteSalesRepInput,
  locale: AppLocale,
): Promise<{ userId: string }> {
  const company = await managedCompany(ctx, actor, actor.userId);
  if (await ctx.accounts.exists(input.email)) {
    throw new AppError('CONFLICT', {
      reason: 'EMAIL_HAS_ACCOUNT',
      messageKey: 'companies.errors.emailHasAccount',
      fieldProblems: [{ path: 'email', messageKey: 'companies.errors.emailHasAccount' }],
    });
  }
  const [firstName = input.sellerName, ...rest] = input.sellerName.split(/\s+/);
  const base = (input.email.split('@')[0] ?? 'rep').replace(/[^A-Za-z0-9_.]/g, '').slice(0, 20) || 'rep';
  const user = await ctx.accounts.createAccount({
    email: input.email,
    // Never used: the invitee sets their own password; this one is random and unknown to anyone.
    password: `${randomBytes(24).toString('base64url')}aA1!`,
    username: `${base}_${randomBytes(3).toString('hex')}`,
    firstName,
    lastName: rest.join(' ') || firstName,
    phone: null,
    role: 'SALES_REP',
    status: 'TEMPORARY',
    locale,
    companyId: company.companyId,
  });
  await sendInvitation(ctx, company, { userId: user.id, email: user.email, firstName }, actor.userId, locale);
  return { userId: user.id };
}
