import type { Locale, PremiumReport } from '@tendero/contracts';
import { BarChart } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { formatMonth } from './billing-format';

/** New and cancelled subscriptions per month as paired bars; each month says its numbers in words. */
export async function PremiumChart({ locale, months }: { locale: Locale; months: PremiumReport['months'] }) {
  const t = await getTranslations({ locale, namespace: 'billing.adminPremium.chart' });
  return (
    <BarChart
      id="premium-chart"
      title={t('title')}
      emptyText={t('empty')}
      series={[
        { key: 'started', label: t('started'), colour: 'bg-brand-600' },
        { key: 'cancelled', label: t('cancelled'), colour: 'bg-rose-400' },
      ]}
      points={months.map((month) => {
        const name = formatMonth(month.month, locale);
        return {
          key: month.month,
          axisLabel: name,
          description: t('month', { month: name, started: month.started, cancelled: month.cancelled }),
          values: [month.started, month.cancelled],
        };
      })}
    />
  );
}
