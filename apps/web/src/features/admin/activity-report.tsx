import { adminEndpoints, type Locale, withLocale } from '@tendero/contracts';
import { getTranslations } from 'next-intl/server';
import { ListResults, listHref, PageHeader } from '@/features/layout';
import { serverApi } from '@/lib/server-api';
import { ActivityFiltersForm } from './activity-filters';
import { ActivityTable } from './activity-table';
import { activityFilterPairs, readActivityFilters } from './activity-url';

/**
 * `/admin/activity` (SPEC §1 "monitor activity"): the append-only log of sign-ins, failed sign-ins and
 * admin actions, newest first, searched and filtered by action through the URL (`q`, `action`, `page`).
 * It records who did what and when, never the content of chats or contact notes.
 */
export async function ActivityReport({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const t = await getTranslations({ locale, namespace: 'admin.activity' });
  const filters = readActivityFilters(searchParams);
  const path = withLocale(locale, '/admin/activity');
  const result = await serverApi(adminEndpoints.audit, { query: filters, locale });
  const pairs = activityFilterPairs(filters);
  const filtered = Object.keys(pairs).length > 0;

  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} lead={t('lead')} />
      <p className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">{t('privacy')}</p>
      <ActivityFiltersForm
        locale={locale}
        action={path}
        filters={filters}
        clearHref={filtered ? listHref(path, {}) : null}
      />
      <ListResults result={result} requestedPage={filters.page} path={path} pairs={pairs} testId="activity-total" t={t}>
        {result ? <ActivityTable locale={locale} entries={result.items} /> : null}
      </ListResults>
    </div>
  );
}
