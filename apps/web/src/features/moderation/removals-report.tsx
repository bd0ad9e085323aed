import { type Locale, moderationEndpoints, withLocale } from '@tendero/contracts';
import { getTranslations } from 'next-intl/server';
import { ListResults, listHref, PageHeader } from '@/features/layout';
import { serverApi } from '@/lib/server-api';
import { RemovalsFiltersForm } from './removals-filters';
import { RemovalsTable } from './removals-table';
import { readRemovalsFilters, removalsFilterPairs } from './removals-url';
import { RemoveByReferenceForm } from './remove-by-reference-form';

/**
 * `/admin/removals` ("Removed content"): everything administrators removed, newest first, filtered by the
 * URL (`kind`, `state`, `page`), each with its reason and Restore while its 30 days last; below, removal
 * by kind and id for content no page shows an admin. The dialogs read the `moderation` namespace the root
 * layout hands the browser.
 */
export async function RemovalsReport({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const t = await getTranslations({ locale, namespace: 'moderation.removals' });
  const filters = readRemovalsFilters(searchParams);
  const path = withLocale(locale, '/admin/removals');
  const result = await serverApi(moderationEndpoints.removals, { query: filters, locale });
  const pairs = removalsFilterPairs(filters);
  const filtered = Object.keys(pairs).length > 0;

  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} lead={t('lead')} />
      <RemovalsFiltersForm
        locale={locale}
        action={path}
        filters={filters}
        clearHref={filtered ? listHref(path, {}) : null}
      />
      <ListResults result={result} requestedPage={filters.page} path={path} pairs={pairs} testId="removals-total" t={t}>
        {result ? <RemovalsTable locale={locale} removals={result.items} /> : null}
      </ListResults>
      <RemoveByReferenceForm />
    </div>
  );
}
