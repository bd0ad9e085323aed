import { adminEndpoints, withLocale } from '@tendero/contracts';
import { getTranslations } from 'next-intl/server';
import { FilteredList, type ListPageProps, optionsOf, PageHeader, searchField, selectField } from '@/features/layout';
import { serverApi } from '@/lib/server-api';
import { auditActionKeys, isKnownAuditAction, knownAuditActions } from './activity-format';
import { ActivityTable } from './activity-table';
import { activityFilterPairs, readActivityFilters } from './activity-url';

/**
 * `/admin/activity` (SPEC §1 "monitor activity"): the append-only log of sign-ins, failed sign-ins and
 * admin actions, newest first, searched and filtered by action through the URL (`q`, `action`, `page`).
 * It records who did what and when, never the content of chats or contact notes.
 */
export async function ActivityReport({ locale, searchParams }: ListPageProps) {
  const t = await getTranslations({ locale, namespace: 'admin.activity' });
  const filters = readActivityFilters(searchParams);
  const path = withLocale(locale, '/admin/activity');
  const result = await serverApi(adminEndpoints.audit, { query: filters, locale });
  const pairs = activityFilterPairs(filters);
  // An action from a shared link that this page does not know stays selectable, shown as written.
  const other = filters.action && !isKnownAuditAction(filters.action) ? filters.action : null;

  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} lead={t('lead')} />
      <p className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">{t('privacy')}</p>
      <FilteredList
        id="activity"
        view={{ path, state: filters, pairs }}
        t={t}
        gridClassName="grid gap-4 sm:grid-cols-[2fr_1fr]"
        fields={[
          searchField(t),
          selectField(
            'action',
            t('filters.action'),
            optionsOf(knownAuditActions, (known) => t(`actions.${auditActionKeys[known]}`)),
            other ? <option value={other}>{other}</option> : null,
          ),
        ]}
        result={result}
      >
        {result ? <ActivityTable locale={locale} entries={result.items} /> : null}
      </FilteredList>
    </div>
  );
}
