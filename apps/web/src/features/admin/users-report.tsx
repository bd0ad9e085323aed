import { adminEndpoints, type Locale, withLocale } from '@tendero/contracts';
import { getTranslations } from 'next-intl/server';
import { ListResults, listHref, PageHeader } from '@/features/layout';
import { getPageContext } from '@/lib/page-context';
import { serverApi } from '@/lib/server-api';
import { UsersFiltersForm } from './users-filters';
import { UsersTable } from './users-table';
import { readUsersFilters, usersFilterPairs } from './users-url';

/**
 * `/admin/users` (SPEC §2 "all new users"): every account newest first, filtered by the URL (`q`, `role`,
 * `status`, `page`), paged, with Block and Unblock per row. The page texts come from the server; the
 * dialogs read the `admin` namespace the root layout hands the browser.
 */
export async function UsersReport({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const t = await getTranslations({ locale, namespace: 'admin.users' });
  const filters = readUsersFilters(searchParams);
  const path = withLocale(locale, '/admin/users');
  const [result, context] = await Promise.all([
    serverApi(adminEndpoints.users, { query: filters, locale }),
    getPageContext(),
  ]);
  const pairs = usersFilterPairs(filters);
  const filtered = Object.keys(pairs).length > 0;

  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} lead={t('lead')} />
      <UsersFiltersForm
        locale={locale}
        action={path}
        filters={filters}
        clearHref={filtered ? listHref(path, {}) : null}
      />
      <ListResults result={result} requestedPage={filters.page} path={path} pairs={pairs} testId="users-total" t={t}>
        {result ? <UsersTable locale={locale} users={result.items} selfId={context.session?.userId ?? null} /> : null}
      </ListResults>
    </div>
  );
}
