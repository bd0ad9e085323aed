import type { Locale, Payment } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { Card, DataTable, tableCell } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { formatCents, safeExternalUrl } from './billing-format';
import { PaymentStatus } from './payment-status';

/** The company's own payments (manager): date, plan, amount, status, and Stripe's invoice and receipt. */
export async function CompanyPayments({ locale, payments }: { locale: Locale; payments: Payment[] }) {
  const t = await getTranslations({ locale, namespace: 'billing' });
  const cell = tableCell;
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
          columns={(['date', 'plan', 'amount', 'status', 'invoice', 'receipt'] as const).map((key) => ({
            key,
            label: t(`payments.columns.${key}`),
            align: key === 'amount' ? ('right' as const) : ('left' as const),
          }))}
        >
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td className={`${cell} tabular-nums whitespace-nowrap`}>{formatDate(payment.createdAt)}</td>
              <td className={cell}>
                {payment.source === 'manual'
                  ? t('sources.manual')
                  : payment.plan
                    ? t(`plans.${payment.plan}`)
                    : t('noValue')}
              </td>
              <td className={`${cell} text-right tabular-nums whitespace-nowrap`}>
                {formatCents(payment.amountCents, payment.currency, locale)}
              </td>
              <td className={cell}>
                <PaymentStatus status={payment.status} label={t(`paymentStatuses.${payment.status}`)} />
              </td>
              <td className={cell}>{link(payment.invoiceUrl, t('payments.invoice'))}</td>
              <td className={cell}>{link(payment.receiptUrl, t('payments.receipt'))}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
