import type { Locale, Payment } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { Card } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { formatCents, safeExternalUrl } from './billing-format';
import { PaymentStatus } from './payment-status';

/** The company's own payments (manager): date, plan, amount, status, and Stripe's invoice and receipt. */
export async function CompanyPayments({ locale, payments }: { locale: Locale; payments: Payment[] }) {
  const t = await getTranslations({ locale, namespace: 'billing' });
  const head = 'px-4 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
  const cell = 'px-4 py-3 text-sm text-slate-800';
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
        <div className="mt-3 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="min-w-full divide-y divide-slate-200">
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={head}>
                  {t('payments.columns.date')}
                </th>
                <th scope="col" className={head}>
                  {t('payments.columns.plan')}
                </th>
                <th scope="col" className={`${head} text-right`}>
                  {t('payments.columns.amount')}
                </th>
                <th scope="col" className={head}>
                  {t('payments.columns.status')}
                </th>
                <th scope="col" className={head}>
                  {t('payments.columns.invoice')}
                </th>
                <th scope="col" className={head}>
                  {t('payments.columns.receipt')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
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
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
