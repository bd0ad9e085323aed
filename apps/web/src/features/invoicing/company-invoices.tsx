import { billingEndpoints, endpointUrl, invoicingEndpoints, type Locale } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { buttonClass, Card, DataTable } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { getPageContext } from '@/lib/page-context';
import { serverApi } from '@/lib/server-api';

/**
 * The manager's invoices (account settings, subscription tab): Tendero's VAT invoices and corrections of
 * the company, with number, date, net, VAT and gross, each a PDF to download, and the payments as CSV
 * with their invoice numbers. Nothing for other roles (the API answers only the company's manager).
 */
export async function CompanyInvoices({ locale }: { locale: Locale }) {
  const { session } = await getPageContext();
  if (session?.role !== 'MANAGER') return null;
  const t = await getTranslations({ locale, namespace: 'invoices.list' });
  const result = await serverApi(invoicingEndpoints.companyInvoices, { locale });
  if (!result) return null;
  const nowrap = 'tabular-nums md:whitespace-nowrap';
  // An invoice's amounts to the grosz/cent, as printed on it ("49,00 €").
  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(cents / 100);
  const csv = endpointUrl(billingEndpoints.paymentsCsv, { query: { locale } });
  return (
    <section aria-labelledby="company-invoices-title" className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="company-invoices-title" className="text-lg font-semibold text-slate-900">
            {t('title')}
          </h2>
          <p className="text-sm text-slate-700">{t('lead')}</p>
        </div>
        <a href={csv} download className={buttonClass('secondary', 'md', 'shrink-0 self-start sm:self-auto')}>
          {t('csv')}
        </a>
      </div>
      {result.items.length === 0 ? (
        <Card>
          <p className="text-sm text-slate-700">{t('empty')}</p>
        </Card>
      ) : (
        <DataTable
          columns={[
            { key: 'number', label: t('columns.number'), role: 'title', className: nowrap },
            { key: 'date', label: t('columns.date'), className: nowrap },
            { key: 'net', label: t('columns.net'), align: 'right', className: nowrap },
            { key: 'vat', label: t('columns.vat'), align: 'right', className: nowrap },
            { key: 'gross', label: t('columns.gross'), align: 'right', className: nowrap },
            { key: 'pdf', label: t('columns.pdf') },
          ]}
          rows={result.items.map((invoice) => ({
            key: invoice.id,
            data: { 'data-invoice-number': invoice.number },
            cells: {
              number: (
                <span>
                  <span>{invoice.number}</span>
                  {invoice.correctsNumber ? (
                    <span className="block text-xs font-normal text-slate-600">
                      {t('correctionOf', { number: invoice.correctsNumber })}
                    </span>
                  ) : null}
                  {invoice.ksefNumber ? (
                    <span className="block text-xs font-normal break-all text-slate-600">
                      {t('ksefNumber', { number: invoice.ksefNumber })}
                    </span>
                  ) : null}
                </span>
              ),
              date: formatDate(invoice.issueDate),
              net: money(invoice.netCents, invoice.currency),
              vat: money(invoice.vatCents, invoice.currency),
              gross: money(invoice.grossCents, invoice.currency),
              pdf: (
                <a
                  href={endpointUrl(invoicingEndpoints.invoicePdf, { params: { invoiceId: invoice.id } })}
                  download
                  aria-label={t('downloadLabel', { number: invoice.number })}
                  className="font-medium text-brand-700 underline"
                >
                  {t('download')}
                </a>
              ),
            },
          }))}
        />
      )}
    </section>
  );
}
