import type { Accounts, Session } from '../accounts/index';
import { AppError } from '../shared/app-error';
import type { DomainContext } from '../shared/context';
import { findCompanyOf } from './team-members.repository';

/** What the team's operations need: the domain context, the accounts face and the member-removal hook. */
export type TeamContext = DomainContext & {
  accounts: Accounts;
  /** A member leaves: the contacts capability deletes theirs (`withContacts`) or moves them to the manager. */
  onMemberRemoved?: (change: { memberId: string; managerId: string; withContacts: boolean }) => Promise<void>;
};

/** The company `managerId` manages, for that manager only: anyone else is FORBIDDEN. */
export async function managedCompany(ctx: TeamContext, actor: Session, managerId: string) {
  if (actor.role !== 'MANAGER' || actor.userId !== managerId) throw new AppError('FORBIDDEN');
  const company = await findCompanyOf(ctx.db, managerId);
  if (!company?.companyId) throw new AppError('FORBIDDEN');
  return { ...company, companyId: company.companyId };
}
