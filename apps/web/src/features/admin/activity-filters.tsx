import type { Locale } from '@tendero/contracts';
import { getTranslations } from 'next-intl/server';
import { ListFilters, ListSearchField, ListSelectField } from '@/features/layout';
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
      <ListSelectField
        id="activity-action"
        name="action"
        label={t('filters.action')}
        anyLabel={t('filters.any')}
        defaultValue={filters.action}
        options={knownAuditActions.map((known) => ({ value: known, label: t(`actions.${auditActionKeys[known]}`) }))}
      >
        {other ? <option value={other}>{other}</option> : null}
      </ListSelectField>
    </ListFilters>
  );
}
