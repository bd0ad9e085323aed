import type { Accounts, Session } from '../accounts/index';
import type { TeamService } from '../companies/index';
import { AppError } from '../shared/app-error';
import type { DomainContext } from '../shared/context';

/** What the admin console's operations need: the domain context and the faces of accounts and teams. */
export type AdminContext = DomainContext & {
  accounts: Pick<
    Accounts,
    'suspend' | 'reinstate' | 'createInvitedCompanies' | 'resendActivation' | 'deactivateAndScheduleErasure'
  >;
  team: Pick<TeamService, 'inviteAgain'>;
};

/** Every operation of the console answers admins only. */
export function assertAdmin(session: Session): void {
  if (session.role !== 'ADMIN') throw new AppError('FORBIDDEN');
}
