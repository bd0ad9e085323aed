import {
  billingEndpoints,
  endpointUrl,
  type Locale,
  paymentStatusSchema,
  premiumPlans,
  withLocale,
} from '@tendero/contracts';
import { buttonClass } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { InvoicingNotice } from '@/features/invoicing/server';
import { dateField, FilteredList, optionsOf, PageHeader, searchField, selectField } from '@/features/layout';
import { serverApi } from '@/lib/server-api';
import { PaymentsTable } from './payments-table';
import { paymentsFilterPairs, paymentsPageSize, readPaymentsFilters } from './payments-url';

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
  const tb = await getTranslations({ locale, namespace: 'billing' });
  const filters = readPaymentsFilters(searchParams);
  const action = withLocale(locale, path);
  const result = await serverApi(billingEndpoints.adminPayments, { query: filters, locale });
  const pairs = paymentsFilterPairs(filters);
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
      <InvoicingNotice locale={locale} />
      <FilteredList
        id="payments"
        view={{ path: action, state: filters, pairs }}
        t={t}
        gridClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]"
        fields={[
          searchField(t),
          selectField(
            'status',
            t('filters.status'),
            optionsOf(paymentStatusSchema.options, (status) => tb(`paymentStatuses.${status}`)),
          ),
          selectField(
            'plan',
            t('filters.plan'),
            optionsOf(premiumPlans, (plan) => tb(`plans.${plan}`)),
          ),
          dateField('from', t('filters.from')),
          dateField('to', t('filters.to')),
        ]}
        result={result}
        pageSize={paymentsPageSize}
      >
        {result ? <PaymentsTable locale={locale} payments={result.items} /> : null}
      </FilteredList>
    </div>
  );
}
