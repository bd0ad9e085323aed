import { accountStatuses, type Locale, roles } from '@tendero/contracts';
import { getTranslations } from 'next-intl/server';
import { ListFilters, ListSearchField, ListSelectField } from '@/features/layout';
import type { UsersFilters } from './users-url';

/** Search, role and status of the users list, as a GET form. */
export async function UsersFiltersForm({
  locale,
  action,
  filters,
  clearHref,
}: {
  locale: Locale;
  action: string;
  filters: UsersFilters;
  clearHref: string | null;
}) {
  const t = await getTranslations({ locale, namespace: 'admin.users' });
  return (
    <ListFilters
      id="users-filters"
      action={action}
      title={t('filters.title')}
      applyLabel={t('filters.apply')}
      clearLabel={t('filters.clear')}
      clearHref={clearHref}
      gridClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]"
    >
      <ListSearchField
        id="users-q"
        label={t('filters.q')}
        placeholder={t('filters.qPlaceholder')}
        defaultValue={filters.q}
        className="space-y-1.5 sm:col-span-2 lg:col-span-1"
      />
      <ListSelectField
        id="users-role"
        name="role"
        label={t('filters.role')}
        anyLabel={t('filters.any')}
        defaultValue={filters.role}
        options={roles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
      />
      <ListSelectField
        id="users-status"
        name="status"
        label={t('filters.status')}
        anyLabel={t('filters.any')}
        defaultValue={filters.status}
        options={accountStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
      />
    </ListFilters>
  );
}
