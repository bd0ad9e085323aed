import { localeOr } from '@tendero/contracts';
import type { AppLocale } from '@tendero/i18n';
import { rememberMailLanguage } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { findPerson } from '../profile.repository';
import type { TeamContext } from '../team-context';
import { sendInvitation } from '../team-invitation';
import { findCompanyOf } from '../team-members.repository';

/**
 * The invitation of any invited (TEMPORARY) member of a company, manager or rep, sent by the platform
 * (an admin adding companies, or asking again); in `locale`, else the language the account keeps.
 */
export async function inviteAgain(
  ctx: TeamContext,
  userId: string,
  invitedBy: string,
  locale?: AppLocale,
): Promise<void> {
  const member = await findPerson(ctx.db, userId);
  const company = await findCompanyOf(ctx.db, userId);
  if (!member || member.deletedAt || member.status !== 'TEMPORARY' || !company?.companyId) {
    throw new AppError('NOT_FOUND');
  }
  if (member.role !== 'MANAGER' && member.role !== 'SALES_REP') throw new AppError('NOT_FOUND');
  const user = await ctx.accounts.currentUser({ userId, role: member.role });
  const language: AppLocale = locale ?? localeOr(company.locale);
  if (locale) await rememberMailLanguage(ctx.db, userId, locale);
  await sendInvitation(
    ctx,
    company,
    { userId, email: user.email, firstName: user.firstName, role: member.role },
    invitedBy,
    language,
  );
}
