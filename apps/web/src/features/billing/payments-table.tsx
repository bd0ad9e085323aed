import type { Locale, Payment } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { getTranslations } from 'next-intl/server';
import { formatCents } from './billing-format';
import { PaymentStatus } from './payment-status';

const columns = ['company', 'plan', 'amount', 'status', 'date', 'source'] as const;

/** Every payment of the report: company, plan, amount, status, date and where it came from. */
export async function PaymentsTable({ locale, payments }: { locale: Locale; payments: Payment[] }) {
  const t = await getTranslations({ locale, namespace: 'billing' });
  const cell = 'px-4 py-3 text-sm text-slate-800';
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200">
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={`px-4 py-2.5 text-xs font-semibold tracking-wide text-slate-600 uppercase ${column === 'amount' ? 'text-right' : 'text-left'}`}
              >
                {t(`adminPayments.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
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
        </tbody>
      </table>
    </div>
  );
}
