import { type Locale, removableKinds, removalStates } from '@tendero/contracts';
import { Select } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { filterLabel, ListFilters } from '@/features/layout';
import type { RemovalsFilters } from './removals-url';

/** Kind and state of the removals list, as a GET form. */
export async function RemovalsFiltersForm({
  locale,
  action,
  filters,
  clearHref,
}: {
  locale: Locale;
  action: string;
  filters: RemovalsFilters;
  clearHref: string | null;
}) {
  const t = await getTranslations({ locale, namespace: 'moderation' });
  return (
    <ListFilters
      id="removals-filters"
      action={action}
      title={t('removals.filters.title')}
      applyLabel={t('removals.filters.apply')}
      clearLabel={t('removals.filters.clear')}
      clearHref={clearHref}
      gridClassName="grid gap-4 sm:grid-cols-2"
    >
      <div className="space-y-1.5">
        <label htmlFor="removals-kind" className={filterLabel}>
          {t('removals.filters.kind')}
        </label>
        <Select id="removals-kind" name="kind" defaultValue={filters.kind ?? ''}>
          <option value="">{t('removals.filters.any')}</option>
          {removableKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor="removals-state" className={filterLabel}>
          {t('removals.filters.state')}
        </label>
        <Select id="removals-state" name="state" defaultValue={filters.state ?? ''}>
          <option value="">{t('removals.filters.any')}</option>
          {removalStates.map((state) => (
            <option key={state} value={state}>
              {t(`states.${state}`)}
            </option>
          ))}
        </Select>
      </div>
    </ListFilters>
  );
}
