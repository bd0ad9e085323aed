import type { AdminUser, AdminUsersQuery } from '@tendero/contracts';
import { type AccountRow, listAccounts, type Session } from '../../accounts/index';
import { type AdminContext, assertAdmin } from '../admin-context';

export const usersPageSize = 25;

export function adminUserOut(row: AccountRow): AdminUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    username: row.username,
    role: row.role,
    status: row.status,
    companyId: row.companyId,
    companyName: row.companyName ?? null,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
  };
}

/** Every account, newest first ("all new users"), by role, status and a search over names and e-mails. */
export async function listUsers(ctx: AdminContext, session: Session, query: AdminUsersQuery) {
  assertAdmin(session);
  const { rows, total } = await listAccounts(ctx.db, query, usersPageSize);
  return { items: rows.map(adminUserOut), total, pageSize: usersPageSize };
}
