import { accountStatuses, adminEndpoints, roles, withLocale } from '@tendero/contracts';
import { getTranslations } from 'next-intl/server';
import { FilteredList, type ListPageProps, optionsOf, PageHeader, searchField, selectField } from '@/features/layout';
import { getPageContext } from '@/lib/page-context';
import { serverApi } from '@/lib/server-api';
import { UsersTable } from './users-table';
import { readUsersFilters, usersFilterPairs } from './users-url';

/**
 * `/admin/users` (SPEC §2 "all new users"): every account newest first, filtered by the URL (`q`, `role`,
 * `status`, `page`), paged, with Block and Unblock per row. The page texts come from the server; the
 * dialogs read the `admin` namespace the root layout hands the browser.
 */
export async function UsersReport({ locale, searchParams }: ListPageProps) {
  const t = await getTranslations({ locale, namespace: 'admin.users' });
  const filters = readUsersFilters(searchParams);
  const path = withLocale(locale, '/admin/users');
  const [result, context] = await Promise.all([
    serverApi(adminEndpoints.users, { query: filters, locale }),
    getPageContext(),
  ]);
  const pairs = usersFilterPairs(filters);

  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} lead={t('lead')} />
      <FilteredList
        id="users"
        view={{ path, state: filters, pairs }}
        t={t}
        gridClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]"
        fields={[
          searchField(t, 'space-y-1.5 sm:col-span-2 lg:col-span-1'),
          selectField(
            'role',
            t('filters.role'),
            optionsOf(roles, (role) => t(`roles.${role}`)),
          ),
          selectField(
            'status',
            t('filters.status'),
            optionsOf(accountStatuses, (status) => t(`statuses.${status}`)),
          ),
        ]}
        result={result}
      >
        {result ? <UsersTable locale={locale} users={result.items} selfId={context.session?.userId ?? null} /> : null}
      </FilteredList>
    </div>
  );
}
