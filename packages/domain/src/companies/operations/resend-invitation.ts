import type { AppLocale } from '@tendero/i18n';
import type { Session } from '../../accounts/index';
import { rememberMailLanguage } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { findPerson } from '../profile.repository';
import { managedCompany, type TeamContext } from '../team-context';
import { sendInvitation } from '../team-invitation';

/** Sent again in the language of the manager's page, which the invitee's account then keeps. */
export async function resendInvitation(
  ctx: TeamContext,
  actor: Session,
  managerId: string,
  memberId: string,
  locale: AppLocale,
): Promise<void> {
  const company = await managedCompany(ctx, actor, managerId);
  const member = await findPerson(ctx.db, memberId);
  if (!member || member.companyId !== company.companyId || member.status !== 'TEMPORARY')
    throw new AppError('NOT_FOUND');
  const user = await ctx.accounts.currentUser({ userId: memberId, role: 'SALES_REP' });
  await rememberMailLanguage(ctx.db, memberId, locale);
  await sendInvitation(
    ctx,
    company,
    { userId: memberId, email: user.email, firstName: user.firstName },
    actor.userId,
    locale,
  );
}
