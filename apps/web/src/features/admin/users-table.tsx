import type { AdminUser, Locale } from '@tendero/contracts';
import { formatDate, formatDateTime } from '@tendero/i18n';
import { Badge, DataTable, EmailText, type TableColumn } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { actionsColumn } from '@/features/layout';
import { UserStatusAction } from './user-status-action';
import { UserStatusBadge } from './user-status-badge';

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
  const columns: TableColumn[] = [
    { key: 'name', label: t('columns.name'), role: 'title' },
    { key: 'email', label: t('columns.email') },
    { key: 'role', label: t('columns.role') },
    { key: 'company', label: t('columns.company') },
    { key: 'status', label: t('columns.status') },
    { key: 'created', label: t('columns.created'), className: 'tabular-nums md:whitespace-nowrap' },
    { key: 'lastActive', label: t('columns.lastActive'), className: 'tabular-nums md:whitespace-nowrap' },
    actionsColumn(t('columns.actions')),
  ];
  return (
    <DataTable
      columns={columns}
      rows={users.map((user) => {
        const name = fullName(user) || user.email;
        return {
          key: user.id,
          data: { 'data-user-id': user.id },
          cells: {
            name: (
              <>
                <span className="flex flex-wrap items-center gap-2">
                  {name}
                  {user.id === selfId ? <Badge tone="slate">{t('you')}</Badge> : null}
                </span>
                {user.username ? (
                  <span className="block text-xs font-normal text-slate-600">{user.username}</span>
                ) : null}
              </>
            ),
            email: <EmailText email={user.email} />,
            role: t(`roles.${user.role}`),
            company: user.companyName ?? <span className="text-slate-600">{t('noCompany')}</span>,
            status: <UserStatusBadge status={user.status} label={t(`statuses.${user.status}`)} />,
            created: <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>,
            lastActive: user.lastActiveAt ? (
              <time dateTime={user.lastActiveAt}>{formatDateTime(user.lastActiveAt)}</time>
            ) : (
              <span className="text-slate-600">{t('never')}</span>
            ),
            actions:
              user.id === selfId ? null : (
                <UserStatusAction
                  user={{ id: user.id, name, email: user.email, status: user.status, role: user.role }}
                />
              ),
          },
        };
      })}
    />
  );
}
