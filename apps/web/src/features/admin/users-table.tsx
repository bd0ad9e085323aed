import type { AdminUser, Locale } from '@tendero/contracts';
import { formatDate, formatDateTime } from '@tendero/i18n';
import { Badge, DataTable, tableCell } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { UserStatusAction } from './user-status-action';
import { UserStatusBadge } from './user-status-badge';

const columns = ['name', 'email', 'role', 'company', 'status', 'created', 'lastActive', 'actions'] as const;

const fullName = (user: Pick<AdminUser, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

/**
 * The accounts of one page, newest first, with a Block (or Unblock) button per row; the signed-in admin's
 * own row has none (the API refuses it too).
 */
export async function UsersTable({
  locale,
  users,
  selfId,
}: {
  locale: Locale;
  users: AdminUser[];
  selfId: string | null;
}) {
  const t = await getTranslations({ locale, namespace: 'admin.users' });
  const cell = tableCell;
  return (
    <DataTable
      columns={columns.map((key) => ({
        key,
        label: key === 'actions' ? <span className="sr-only">{t('columns.actions')}</span> : t(`columns.${key}`),
        align: key === 'actions' ? ('right' as const) : ('left' as const),
      }))}
    >
      {users.map((user) => {
        const name = fullName(user) || user.email;
        return (
          <tr key={user.id} data-user-id={user.id}>
            <th scope="row" className={`${cell} text-left font-semibold text-slate-900`}>
              <span className="flex flex-wrap items-center gap-2">
                {name}
                {user.id === selfId ? <Badge tone="slate">{t('you')}</Badge> : null}
              </span>
              {user.username ? <span className="block text-xs font-normal text-slate-600">{user.username}</span> : null}
            </th>
            <td className={`${cell} break-all`}>{user.email}</td>
            <td className={`${cell} whitespace-nowrap`}>{t(`roles.${user.role}`)}</td>
            <td className={cell}>{user.companyName ?? <span className="text-slate-600">{t('noCompany')}</span>}</td>
            <td className={cell}>
              <UserStatusBadge status={user.status} label={t(`statuses.${user.status}`)} />
            </td>
            <td className={`${cell} tabular-nums whitespace-nowrap`}>
              <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
            </td>
            <td className={`${cell} tabular-nums whitespace-nowrap`}>
              {user.lastActiveAt ? (
                <time dateTime={user.lastActiveAt}>{formatDateTime(user.lastActiveAt)}</time>
              ) : (
                <span className="text-slate-600">{t('never')}</span>
              )}
            </td>
            <td className={`${cell} text-right`}>
              {user.id === selfId ? null : (
                <UserStatusAction
                  user={{ id: user.id, name, email: user.email, status: user.status, role: user.role }}
                />
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
