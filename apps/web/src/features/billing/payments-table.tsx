import type { Locale, Payment } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { DataTable } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { PaymentInvoiceLinks } from '@/features/invoicing';
import { formatCents } from './billing-format';
import { PaymentStatus } from './payment-status';

/** Every payment of the report: company, plan, amount, status, date and where it came from. */
export async function PaymentsTable({ locale, payments }: { locale: Locale; payments: Payment[] }) {
  const t = await getTranslations({ locale, namespace: 'billing' });
  const ti = await getTranslations({ locale, namespace: 'invoices.admin' });
  const nowrap = 'tabular-nums md:whitespace-nowrap';
  return (
    <DataTable
      columns={[
        { key: 'company', label: t('adminPayments.columns.company'), role: 'title' },
        { key: 'plan', label: t('adminPayments.columns.plan') },
        { key: 'amount', label: t('adminPayments.columns.amount'), align: 'right', className: nowrap },
        { key: 'status', label: t('adminPayments.columns.status') },
        { key: 'date', label: t('adminPayments.columns.date'), className: nowrap },
        { key: 'source', label: t('adminPayments.columns.source') },
        { key: 'invoice', label: ti('invoice') },
      ]}
      rows={payments.map((payment) => ({
        key: payment.id,
        data: { 'data-payment-id': payment.id },
        cells: {
          company: payment.companyName,
          plan: payment.plan ? t(`plans.${payment.plan}`) : t('noValue'),
          amount: formatCents(payment.amountCents, payment.currency, locale),
          status: <PaymentStatus status={payment.status} label={t(`paymentStatuses.${payment.status}`)} />,
          date: formatDate(payment.createdAt),
          source: t(`adminPayments.sources.${payment.source}`),
          invoice: (
            <PaymentInvoiceLinks
              invoices={payment.invoices}
              none={ti('none')}
              label={(number) => ti('pdfLabel', { number })}
            />
          ),
        },
      }))}
    />
  );
}
