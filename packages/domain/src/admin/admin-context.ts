import type { Accounts, Session } from '../accounts/index';
import { AppError } from '../shared/app-error';
import type { DomainContext } from '../shared/context';

/** What the admin console's operations need: the domain context and the accounts capability's face. */
export type AdminContext = DomainContext & { accounts: Pick<Accounts, 'suspend' | 'reinstate'> };

/** Every operation of the console answers admins only. */
export function assertAdmin(session: Session): void {
  if (session.role !== 'ADMIN') throw new AppError('FORBIDDEN');
}
