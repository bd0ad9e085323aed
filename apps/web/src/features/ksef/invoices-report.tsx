import { ksefEndpoints, ksefStates, type Locale, withLocale } from '@tendero/contracts';
import { getTranslations } from 'next-intl/server';
import { FilteredList, optionsOf, PageHeader, searchField, selectField } from '@/features/layout';
import { ClientMessages } from '@/lib/client-messages';
import { serverApi } from '@/lib/server-api';
import { InvoicesTable } from './invoices-table';
import { invoicesFilterPairs, invoicesPageSize, readInvoicesFilters } from './invoices-url';

/**
 * The admin's "Invoices" (`/admin/invoices`): every invoice with its number, company, date, gross and KSeF
 * state (the KSeF number once accepted, KSeF's reason when rejected), the PDF, and Resend for a rejected or
 * stuck one. Without the KSEF_* settings it says plainly that invoices wait until KSeF is configured.
 */
export async function InvoicesReport({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const t = await getTranslations({ locale, namespace: 'ksef.invoices' });
  const filters = readInvoicesFilters(searchParams);
  const result = await serverApi(ksefEndpoints.adminInvoices, { query: filters, locale });
  const pairs = invoicesFilterPairs(filters);

  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} lead={t('lead')} />
      {result && !result.configured ? (
        <div
          role="status"
          data-testid="ksef-not-configured"
          className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 shadow-sm"
        >
          <h2 className="font-semibold">{t('notConfigured.title')}</h2>
          <p className="mt-1 text-sm">{t('notConfigured.body')}</p>
        </div>
      ) : null}
      <FilteredList
        id="invoices"
        view={{ path: withLocale(locale, '/admin/invoices'), state: filters, pairs }}
        t={t}
        gridClassName="grid gap-4 sm:grid-cols-[2fr_1fr]"
        fields={[
          searchField(t),
          selectField(
            'state',
            t('filters.state'),
            optionsOf(ksefStates, (state) => t(`states.${state}`)),
          ),
        ]}
        result={result}
        pageSize={invoicesPageSize}
      >
        {result ? (
          <ClientMessages locale={locale} namespaces={['ksef']}>
            <InvoicesTable locale={locale} invoices={result.items} />
          </ClientMessages>
        ) : null}
      </FilteredList>
    </div>
  );
}
