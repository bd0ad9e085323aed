import { billingEndpoints, endpointUrl, type Locale, withLocale } from '@tendero/contracts';
import { buttonClass } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { ListResults, PageHeader } from '@/features/layout';
import { serverApi } from '@/lib/server-api';
import { PaymentsFiltersForm } from './payments-filters';
import { PaymentsTable } from './payments-table';
import { paymentsFilterPairs, paymentsHref, paymentsPageSize, readPaymentsFilters } from './payments-url';

/**
 * The admin's payments report (`/admin/payments`, and `/manager/payments`, which SPEC §2 gives to admins
 * too): every payment, filtered by the URL (`q`, `status`, `plan`, `from`, `to`, `page`), paged, and the
 * same filters as a CSV file with headers in the page's language.
 */
export async function PaymentsReport({
  locale,
  path,
  searchParams,
}: {
  locale: Locale;
  /** The page's own locale-less path: the filters and pages stay on it. */
  path: '/admin/payments' | '/manager/payments';
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const t = await getTranslations({ locale, namespace: 'billing.adminPayments' });
  const filters = readPaymentsFilters(searchParams);
  const action = withLocale(locale, path);
  const result = await serverApi(billingEndpoints.adminPayments, { query: filters, locale });
  const pairs = paymentsFilterPairs(filters);
  const filtered = Object.keys(pairs).length > 0;
  const csv = endpointUrl(billingEndpoints.adminPaymentsCsv, { query: { ...pairs, locale } });

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('title')}
        lead={t('lead')}
        aside={
          <a href={csv} download className={buttonClass('secondary', 'md', 'shrink-0 self-start sm:self-auto')}>
            {t('csv')}
          </a>
        }
      />
      <PaymentsFiltersForm
        locale={locale}
        action={action}
        filters={filters}
        clearHref={filtered ? paymentsHref(action, { page: 1 }) : null}
      />
      <ListResults
        result={result}
        requestedPage={filters.page}
        pageSize={paymentsPageSize}
        path={action}
        pairs={pairs}
        testId="payments-total"
        t={t}
      >
        {result ? <PaymentsTable locale={locale} payments={result.items} /> : null}
      </ListResults>
    </div>
  );
}
