import type { Accounts } from '../accounts/index';
import { bindOperation as bind } from '../shared/bind-operation';
import type { DomainContext } from '../shared/context';
import type { AdminContext } from './admin-context';
import { listAuditEntries } from './operations/list-audit';
import { listUsers } from './operations/list-users';
import { setUserStatus } from './operations/set-user-status';

/**
 * The admin console: accounts and blocking, and the activity monitor (the append-only audit log). Admins
 * read no private chat and no contact notes here: no operation reaches them.
 */
export function createAdmin(domain: DomainContext, deps: { accounts: Pick<Accounts, 'suspend' | 'reinstate'> }) {
  const ctx: AdminContext = { ...domain, accounts: deps.accounts };
  return {
    users: bind(ctx, listUsers),
    setUserStatus: bind(ctx, setUserStatus),
    audit: bind(ctx, listAuditEntries),
  };
}
export type Admin = ReturnType<typeof createAdmin>;
