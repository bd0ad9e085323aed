import type { CompanyTitleChange } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { findCompany, setCompanyTitle as writeTitle } from '../../companies/index';
import { companyBadges } from '../../marketplace/index';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit.repository';
import { type AdminContext, assertAdmin } from '../admin-context';

/**
 * Gives a company a badge, only when it meets the badge's rule now (a rule that cannot be measured yet
 * cannot be met), or takes its badge away; recorded in the activity log.
 */
export async function setCompanyTitle(
  ctx: AdminContext,
  session: Session,
  companyId: string,
  change: CompanyTitleChange,
  meta: { ip?: string | null } = {},
): Promise<null> {
  assertAdmin(session);
  const company = await findCompany(ctx.db, companyId);
  if (!company) throw new AppError('NOT_FOUND');
  const now = ctx.clock.now();
  if (change.titleId) {
    const badges = (await companyBadges(ctx.db, [company], now)).get(companyId) ?? [];
    if (badges.find((badge) => badge.id === change.titleId)?.meetsRule !== true) {
      throw new AppError('CONFLICT', { reason: 'RULE_NOT_MET', messageKey: 'admin.companies.errors.ruleNotMet' });
    }
  }
  await writeTitle(ctx.db, companyId, change.titleId, now);
  await recordAudit(ctx.db, {
    at: now,
    actorId: session.userId,
    action: 'company.title',
    targetType: 'company',
    targetId: companyId,
    ip: meta.ip ?? null,
    detail: { from: company.titleId, to: change.titleId },
  });
  return null;
}
