import type { Locale, Payment } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { Card, DataTable } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { PaymentInvoiceLinks } from '@/features/invoicing';
import { formatCents, safeExternalUrl } from './billing-format';
import { PaymentStatus } from './payment-status';

/**
 * The company's own payments (manager): date, plan, amount, status, Tendero's VAT invoice of it (Stripe's own
 * invoice page for a payment before Tendero issued its own), and Stripe's receipt.
 */
export async function CompanyPayments({ locale, payments }: { locale: Locale; payments: Payment[] }) {
  const t = await getTranslations({ locale, namespace: 'billing' });
  const tp = await getTranslations({ locale, namespace: 'billingPl' });
  const ti = await getTranslations({ locale, namespace: 'invoices.admin' });
  const nowrap = 'tabular-nums md:whitespace-nowrap';
  const link = (href: string | null, label: string) => {
    const safe = safeExternalUrl(href);
    if (!safe) return <span className="text-slate-500">{t('noValue')}</span>;
    return (
      <a href={safe} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
        {label}
        <span className="sr-only"> {t('payments.opensInNewTab')}</span>
      </a>
    );
  };
  return (
    <section aria-labelledby="company-payments-title">
      <h2 id="company-payments-title" className="text-lg font-semibold text-slate-900">
        {t('payments.title')}
      </h2>
      {payments.length === 0 ? (
        <Card className="mt-3">
          <p className="text-sm text-slate-700">{t('payments.empty')}</p>
        </Card>
      ) : (
        <DataTable
          className="mt-3"
          columns={[
            { key: 'date', label: t('payments.columns.date'), role: 'title', className: nowrap },
            { key: 'plan', label: t('payments.columns.plan') },
            { key: 'amount', label: t('payments.columns.amount'), align: 'right', className: nowrap },
            { key: 'status', label: t('payments.columns.status') },
            { key: 'invoice', label: t('payments.columns.invoice') },
            { key: 'receipt', label: t('payments.columns.receipt') },
          ]}
          rows={payments.map((payment) => ({
            key: payment.id,
            cells: {
              date: formatDate(payment.createdAt),
              plan:
                payment.source === 'manual'
                  ? t('sources.manual')
                  : payment.plan
                    ? t(`plans.${payment.plan}`)
                    : t('noValue'),
              amount: (
                <>
                  {formatCents(payment.amountCents, payment.currency, locale)}
                  {payment.netCents != null && payment.vatCents != null ? (
                    <span className="block text-xs font-normal text-slate-600">
                      {tp('paymentsTable.breakdown', {
                        net: formatCents(payment.netCents, payment.currency, locale),
                        vat: formatCents(payment.vatCents, payment.currency, locale),
                      })}
                    </span>
                  ) : null}
                  {payment.method ? (
                    <span className="block text-xs font-normal text-slate-600">
                      {tp('paymentsTable.method', { method: tp(`methods.${payment.method}`) })}
                    </span>
                  ) : null}
                </>
              ),
              status: <PaymentStatus status={payment.status} label={t(`paymentStatuses.${payment.status}`)} />,
              invoice:
                payment.invoices.length > 0 ? (
                  <PaymentInvoiceLinks
                    invoices={payment.invoices}
                    none={t('noValue')}
                    label={(number) => ti('pdfLabel', { number })}
                  />
                ) : (
                  link(payment.invoiceUrl, t('payments.invoice'))
                ),
              receipt: link(payment.receiptUrl, t('payments.receipt')),
            },
          }))}
        />
      )}
    </section>
  );
}
