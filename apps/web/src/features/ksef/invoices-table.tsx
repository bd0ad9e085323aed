import type { KsefInvoice, Locale } from '@tendero/contracts';
import { formatDate, formatMoney } from '@tendero/i18n';
import { DataTable } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { KsefStatePill } from './ksef-state';
import { ResendButton } from './resend-button';

/** One invoice's KSeF cell: its state, and the KSeF number once accepted or KSeF's reason (the last error). */
async function KsefCell({ invoice, locale }: { invoice: KsefInvoice; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ksef.invoices' });
  return (
    <div className="space-y-1">
      <KsefStatePill state={invoice.ksefState} label={t(`states.${invoice.ksefState}`)} />
      {invoice.ksefNumber ? (
        <p className="text-xs text-slate-700">
          <span className="sr-only">{t('ksefNumber')}: </span>
          <span className="font-mono break-all" data-testid="ksef-number">
            {invoice.ksefNumber}
          </span>
        </p>
      ) : null}
      {invoice.ksefError ? (
        <p className="max-w-md text-xs break-words text-slate-700" data-testid="ksef-error">
          <span className="font-semibold">
            {invoice.ksefState === 'rejected' ? t('reason') : t('lastError', { attempts: invoice.ksefAttempts })}:
          </span>{' '}
          {invoice.ksefError}
        </p>
      ) : null}
    </div>
  );
}

/** The invoices of the page: number, company, date, gross, KSeF, and the PDF and Resend actions. */
export async function InvoicesTable({ locale, invoices }: { locale: Locale; invoices: KsefInvoice[] }) {
  const t = await getTranslations({ locale, namespace: 'ksef.invoices' });
  const nowrap = 'tabular-nums md:whitespace-nowrap';
  return (
    <DataTable
      columns={[
        { key: 'number', label: t('columns.number'), role: 'title', className: nowrap },
        { key: 'company', label: t('columns.company') },
        { key: 'date', label: t('columns.date'), className: nowrap },
        { key: 'gross', label: t('columns.gross'), align: 'right', className: nowrap },
        { key: 'ksef', label: t('columns.ksef') },
        { key: 'actions', label: t('columns.actions'), align: 'right' },
      ]}
      rows={invoices.map((invoice) => ({
        key: invoice.id,
        data: { 'data-invoice-id': invoice.id, 'data-invoice-number': invoice.number },
        cells: {
          number: (
            <span>
              {invoice.number}
              {invoice.kind === 'KOR' ? (
                <span className="ml-2 text-xs font-normal text-slate-600">{t('correction')}</span>
              ) : null}
            </span>
          ),
          company: invoice.companyName,
          date: formatDate(invoice.issueDate),
          gross: formatMoney(invoice.grossCents / 100, invoice.currency, locale),
          ksef: <KsefCell invoice={invoice} locale={locale} />,
          actions: (
            <div className="flex flex-wrap items-center justify-end gap-2">
              <a
                href={invoice.pdfUrl}
                className="inline-flex items-center rounded-md px-2 py-1 text-sm font-medium text-brand-700 underline"
                aria-label={t('pdfLabel', { number: invoice.number })}
              >
                {t('pdf')}
              </a>
              {invoice.canResend ? <ResendButton invoiceId={invoice.id} number={invoice.number} /> : null}
            </div>
          ),
        },
      }))}
    />
  );
}
