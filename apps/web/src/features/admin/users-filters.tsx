import { accountStatuses, type Locale, roles } from '@tendero/contracts';
import { Select } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { filterLabel, ListFilters, ListSearchField } from '@/features/layout';
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
      <div className="space-y-1.5">
        <label htmlFor="users-role" className={filterLabel}>
          {t('filters.role')}
        </label>
        <Select id="users-role" name="role" defaultValue={filters.role ?? ''}>
          <option value="">{t('filters.any')}</option>
          {roles.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor="users-status" className={filterLabel}>
          {t('filters.status')}
        </label>
        <Select id="users-status" name="status" defaultValue={filters.status ?? ''}>
          <option value="">{t('filters.any')}</option>
          {accountStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </Select>
      </div>
    </ListFilters>
  );
}
