import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { findPerson } from '../profile.repository';
import { managedCompany, type TeamContext } from '../team-context';

/**
 * Removes a member: their account is closed at once and erased by the job. `withContacts` decides
 * whether their contacts are deleted with them or moved to the manager (`onMemberRemoved`).
 */
export async function removeMember(
  ctx: TeamContext,
  actor: Session,
  managerId: string,
  memberId: string,
  withContacts: boolean,
): Promise<void> {
  const company = await managedCompany(ctx, actor, managerId);
  if (memberId === managerId) {
    throw new AppError('FORBIDDEN', { reason: 'CANNOT_REMOVE_SELF', messageKey: 'companies.errors.cannotRemoveSelf' });
  }
  const member = await findPerson(ctx.db, memberId);
  if (!member || member.deletedAt || member.companyId !== company.companyId) throw new AppError('NOT_FOUND');
  await ctx.onMemberRemoved?.({ memberId, managerId, withContacts });
  await ctx.accounts.deactivateAndScheduleErasure(memberId);
}
