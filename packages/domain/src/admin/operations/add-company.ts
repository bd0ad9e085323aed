import { type AdminCompanyData, adminCompanyErrors } from '@tendero/contracts';
import { type Session, takenEmails } from '../../accounts/index';
import { isKnownPlace, isKnownServiceSlug } from '../../catalog/index';
import { AppError } from '../../shared/app-error';
import { type AdminContext, assertAdmin } from '../admin-context';
import { takenCompanyNames } from '../companies.repository';
import { createAndInvite } from './company-rows';

/**
 * An admin adds one company (SPEC §2 "adding a company"): the company, unverified, and its manager, a
 * TEMPORARY account invited by e-mail to set a password. A manager e-mail that has an account or a
 * company name already used are refused on their fields.
 */
export async function addCompany(
  ctx: AdminContext,
  session: Session,
  data: AdminCompanyData,
  meta: { ip?: string | null } = {},
): Promise<{ companyId: string; managerId: string }> {
  assertAdmin(session);
  const problems: { path: string; messageKey: string }[] = [];
  if (data.city && !isKnownPlace(data.city))
    problems.push({ path: 'city', messageKey: adminCompanyErrors.unknownCity });
  if (data.services.some((slug) => !isKnownServiceSlug(slug))) {
    problems.push({ path: 'services', messageKey: adminCompanyErrors.unknownService });
  }
  if (problems.length > 0) throw new AppError('VALIDATION_ERROR', { fieldProblems: problems });
  const conflicts: { path: string; messageKey: string }[] = [];
  if ((await takenEmails(ctx.db, [data.managerEmail])).size > 0) {
    conflicts.push({ path: 'managerEmail', messageKey: adminCompanyErrors.emailTaken });
  }
  if ((await takenCompanyNames(ctx.db, [data.name])).size > 0) {
    conflicts.push({ path: 'name', messageKey: adminCompanyErrors.nameTaken });
  }
  if (conflicts.length > 0) {
    throw new AppError('CONFLICT', {
      reason: 'COMPANY_EXISTS',
      messageKey: conflicts[0]?.messageKey,
      fieldProblems: conflicts,
    });
  }
  const [created] = await createAndInvite(ctx, session.userId, [data], { action: 'company.add', ip: meta.ip ?? null });
  if (!created) throw new Error('no company created');
  return created;
}
