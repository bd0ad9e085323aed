import type { Locale, Payment } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { DataTable, tableCell } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { formatCents } from './billing-format';
import { PaymentStatus } from './payment-status';

const columns = ['company', 'plan', 'amount', 'status', 'date', 'source'] as const;

/** Every payment of the report: company, plan, amount, status, date and where it came from. */
export async function PaymentsTable({ locale, payments }: { locale: Locale; payments: Payment[] }) {
  const t = await getTranslations({ locale, namespace: 'billing' });
  const cell = tableCell;
  return (
    <DataTable
      columns={columns.map((key) => ({
        key,
        label: t(`adminPayments.columns.${key}`),
        align: key === 'amount' ? ('right' as const) : ('left' as const),
      }))}
    >
      {payments.map((payment) => (
        <tr key={payment.id} data-payment-id={payment.id}>
          <th scope="row" className={`${cell} text-left font-semibold text-slate-900`}>
            {payment.companyName}
          </th>
          <td className={cell}>{payment.plan ? t(`plans.${payment.plan}`) : t('noValue')}</td>
          <td className={`${cell} text-right tabular-nums whitespace-nowrap`}>
            {formatCents(payment.amountCents, payment.currency, locale)}
          </td>
          <td className={cell}>
            <PaymentStatus status={payment.status} label={t(`paymentStatuses.${payment.status}`)} />
          </td>
          <td className={`${cell} tabular-nums whitespace-nowrap`}>{formatDate(payment.createdAt)}</td>
          <td className={cell}>{t(`adminPayments.sources.${payment.source}`)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
