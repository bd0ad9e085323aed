import { type Locale, removableKinds, removalStates } from '@tendero/contracts';
import { getTranslations } from 'next-intl/server';
import { ListFilters, ListSelectField } from '@/features/layout';
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
      <ListSelectField
        id="removals-kind"
        name="kind"
        label={t('removals.filters.kind')}
        anyLabel={t('removals.filters.any')}
        defaultValue={filters.kind}
        options={removableKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
      />
      <ListSelectField
        id="removals-state"
        name="state"
        label={t('removals.filters.state')}
        anyLabel={t('removals.filters.any')}
        defaultValue={filters.state}
        options={removalStates.map((state) => ({ value: state, label: t(`states.${state}`) }))}
      />
    </ListFilters>
  );
}
