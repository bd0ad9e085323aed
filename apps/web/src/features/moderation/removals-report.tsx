import { moderationEndpoints, removableKinds, removalStates, withLocale } from '@tendero/contracts';
import { getTranslations } from 'next-intl/server';
import { FilteredList, type ListPageProps, optionsOf, PageHeader, selectField } from '@/features/layout';
import { serverApi } from '@/lib/server-api';
import { RemovalsTable } from './removals-table';
import { readRemovalsFilters, removalsFilterPairs } from './removals-url';
import { RemoveByReferenceForm } from './remove-by-reference-form';

/**
 * `/admin/removals` ("Removed content"): everything administrators removed, newest first, filtered by the
 * URL (`kind`, `state`, `page`), each with its reason and Restore while its 30 days last; below, removal
 * by kind and id for content no page shows an admin. The dialogs read the `moderation` namespace the root
 * layout hands the browser.
 */
export async function RemovalsReport({ locale, searchParams }: ListPageProps) {
  const t = await getTranslations({ locale, namespace: 'moderation.removals' });
  const tm = await getTranslations({ locale, namespace: 'moderation' });
  const filters = readRemovalsFilters(searchParams);
  const path = withLocale(locale, '/admin/removals');
  const result = await serverApi(moderationEndpoints.removals, { query: filters, locale });
  const pairs = removalsFilterPairs(filters);

  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} lead={t('lead')} />
      <FilteredList
        id="removals"
        view={{ path, state: filters, pairs }}
        t={t}
        gridClassName="grid gap-4 sm:grid-cols-2"
        fields={[
          selectField(
            'kind',
            t('filters.kind'),
            optionsOf(removableKinds, (kind) => tm(`kinds.${kind}`)),
          ),
          selectField(
            'state',
            t('filters.state'),
            optionsOf(removalStates, (state) => tm(`states.${state}`)),
          ),
        ]}
        result={result}
      >
        {result ? <RemovalsTable locale={locale} removals={result.items} /> : null}
      </FilteredList>
      <RemoveByReferenceForm />
    </div>
  );
}
