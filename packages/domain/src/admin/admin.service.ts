import type { Accounts } from '../accounts/index';
import type { TeamService } from '../companies/index';
import { bindOperation as bind } from '../shared/bind-operation';
import type { DomainContext } from '../shared/context';
import type { AdminContext } from './admin-context';
import { addCompany } from './operations/add-company';
import { companyStats } from './operations/company-stats';
import { deleteUser } from './operations/delete-user';
import { importCompanies } from './operations/import-companies';
import { listAuditEntries } from './operations/list-audit';
import { listUsers } from './operations/list-users';
import { resendConfirmation } from './operations/resend-confirmation';
import { setCompanyTitle } from './operations/set-company-title';
import { setUserStatus } from './operations/set-user-status';

/**
 * The admin console: accounts (blocking, confirmation e-mails, deletion), companies (badges, adding one,
 * importing many, the profiles added), and the activity monitor (the append-only audit log). Admins read
 * no private chat and no contact notes here: no operation reaches them.
 */
export function createAdmin(domain: DomainContext, deps: Pick<AdminContext, 'accounts' | 'team'>) {
  const ctx: AdminContext = { ...domain, accounts: deps.accounts, team: deps.team };
  return {
    users: bind(ctx, listUsers),
    setUserStatus: bind(ctx, setUserStatus),
    resendConfirmation: bind(ctx, resendConfirmation),
    deleteUser: bind(ctx, deleteUser),
    companyStats: bind(ctx, companyStats),
    setCompanyTitle: bind(ctx, setCompanyTitle),
    addCompany: bind(ctx, addCompany),
    importCompanies: bind(ctx, importCompanies),
    audit: bind(ctx, listAuditEntries),
  };
}
export type Admin = ReturnType<typeof createAdmin>;
export type AdminDeps = { accounts: Accounts; team: TeamService };
