import { type Locale, moderationEndpoints, withLocale } from '@tendero/contracts';
import { getTranslations } from 'next-intl/server';
import { ListBody, ListPager, listHref, PageHeader, pageCount, pagerLabels } from '@/features/layout';
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
  const pages = pageCount(result?.total ?? 0, result?.pageSize ?? 1);
  const page = Math.min(filters.page, pages);

  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} lead={t('lead')} />
      <RemovalsFiltersForm
        locale={locale}
        action={path}
        filters={filters}
        clearHref={filtered ? listHref(path, {}) : null}
      />
      <ListBody
        loaded={result !== null}
        count={result?.items.length ?? 0}
        testId="removals-total"
        texts={{
          unavailable: t('unavailable'),
          total: t('total', { count: result?.total ?? 0 }),
          empty: filtered ? t('empty') : t('emptyAll'),
        }}
      >
        {result ? <RemovalsTable locale={locale} removals={result.items} /> : null}
      </ListBody>
      {result ? (
        <ListPager path={path} pairs={pairs} page={page} pages={pages} labels={pagerLabels(t, page, pages)} />
      ) : null}
      <RemoveByReferenceForm />
    </div>
  );
}
