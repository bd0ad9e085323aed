import { localeOr } from '@tendero/contracts';
import { translate } from '@tendero/i18n';
import { queueMail, renderMail } from '../../notifications/index';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit.repository';
import type { Session } from '../account-rules';
import type { AccountsContext } from '../accounts-context';
import {
  companyName,
  countMembersWithoutTotp,
  membersWithoutTotp,
  setTeamRule,
  teamRequiresSecondFactor,
} from '../second-factor.repository';
import { secondFactorActions } from '../second-factor-notice';

function managedCompany(session: Session): string {
  if (session.role !== 'MANAGER') throw new AppError('FORBIDDEN');
  if (!session.companyId) {
    throw new AppError('FORBIDDEN', { reason: 'NO_COMPANY', messageKey: 'secondFactor.errors.noCompany' });
  }
  return session.companyId;
}

/** A manager's team setting: whether every member must have a second factor, and who has none yet. */
export async function teamSecondFactor(ctx: AccountsContext, session: Session) {
  const companyId = managedCompany(session);
  return {
    required: await teamRequiresSecondFactor(ctx.db, companyId),
    membersWithout: await countMembersWithoutTotp(ctx.db, companyId),
  };
}

/**
 * The manager requires (or stops requiring) a second factor of the whole team: members without one are led
 * to set it up at their next page, and none can turn theirs off while it holds. Recorded in the activity log.
 */
export async function setTeamSecondFactor(
  ctx: AccountsContext,
  session: Session,
  input: { required: boolean },
  meta: { ip?: string } = {},
) {
  const companyId = managedCompany(session);
  const before = await teamRequiresSecondFactor(ctx.db, companyId);
  const now = ctx.clock.now();
  await setTeamRule(ctx.db, companyId, input.required, session.userId, now);
  if (before !== input.required) {
    await recordAudit(ctx.db, {
      at: now,
      actorId: session.userId,
      action: secondFactorActions.teamRule,
      targetType: 'company',
      targetId: companyId,
      ip: meta.ip ?? null,
      detail: { required: input.required },
    });
    if (input.required) await tellMembersWithout(ctx, companyId, session.userId);
  }
  return teamSecondFactor(ctx, session);
}

/** Members who have no second factor yet hear of the rule in their language (the manager set it). */
async function tellMembersWithout(ctx: AccountsContext, companyId: string, managerId: string) {
  const company = await companyName(ctx.db, companyId);
  for (const member of await membersWithoutTotp(ctx.db, companyId)) {
    if (member.id === managerId) continue;
    const locale = localeOr(member.locale);
    const body = renderMail(locale, [
      translate(locale, 'secondFactor.email.greeting', { name: member.firstName }),
      translate(locale, 'secondFactor.email.teamRule.body', { company }),
    ]);
    await queueMail(ctx.db, ctx.clock, {
      to: member.email,
      subject: translate(locale, 'secondFactor.email.teamRule.subject'),
      locale,
      ...body,
    });
  }
}
