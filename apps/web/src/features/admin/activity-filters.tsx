import type { Locale } from '@tendero/contracts';
import { Select } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { filterLabel, ListFilters, ListSearchField } from '@/features/layout';
import { auditActionKeys, isKnownAuditAction, knownAuditActions } from './activity-format';
import type { ActivityFilters } from './activity-url';

/** The search and action of the activity monitor, as a GET form. */
export async function ActivityFiltersForm({
  locale,
  action,
  filters,
  clearHref,
}: {
  locale: Locale;
  action: string;
  filters: ActivityFilters;
  clearHref: string | null;
}) {
  const t = await getTranslations({ locale, namespace: 'admin.activity' });
  // An action from a shared link that this page does not know stays selectable, shown as written.
  const other = filters.action && !isKnownAuditAction(filters.action) ? filters.action : null;
  return (
    <ListFilters
      id="activity-filters"
      action={action}
      title={t('filters.title')}
      applyLabel={t('filters.apply')}
      clearLabel={t('filters.clear')}
      clearHref={clearHref}
      gridClassName="grid gap-4 sm:grid-cols-[2fr_1fr]"
    >
      <ListSearchField
        id="activity-q"
        label={t('filters.q')}
        placeholder={t('filters.qPlaceholder')}
        defaultValue={filters.q}
      />
      <div className="space-y-1.5">
        <label htmlFor="activity-action" className={filterLabel}>
          {t('filters.action')}
        </label>
        <Select id="activity-action" name="action" defaultValue={filters.action ?? ''}>
          <option value="">{t('filters.any')}</option>
          {knownAuditActions.map((known) => (
            <option key={known} value={known}>
              {t(`actions.${auditActionKeys[known]}`)}
            </option>
          ))}
          {other ? <option value={other}>{other}</option> : null}
        </Select>
      </div>
    </ListFilters>
  );
}
