import type { ManagerProfile } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { maySeeTeamDetails } from '../profile.policy';
import { findCompany, findPerson } from '../profile.repository';
import type { ProfilesContext } from '../profile-context';
import { actorOf } from './profile-access';
import { profileOf } from './profile-view';

/** GET /managers/{id}: the manager, their reps and admins. */
export async function managerProfile(
  ctx: ProfilesContext,
  session: Session,
  managerId: string,
): Promise<ManagerProfile> {
  const actor = await actorOf(ctx, session);
  const manager = await findPerson(ctx.db, managerId);
  if (!manager || manager.deletedAt || manager.role !== 'MANAGER' || !manager.companyId) {
    throw new AppError('NOT_FOUND');
  }
  if (!maySeeTeamDetails(actor, manager.companyId)) throw new AppError('FORBIDDEN');
  const company = await findCompany(ctx.db, manager.companyId);
  if (!company) throw new AppError('NOT_FOUND');
  return {
    managerData: {
      userId: manager.userId,
      email: manager.email,
      firstName: manager.firstName,
      lastName: manager.lastName,
    },
    companyData: await profileOf(ctx, company, actor),
  };
}
