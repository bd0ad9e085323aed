import type { Locale, PlatformLeads } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { BarChart } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';

/** Inquiries and offers per week as paired bars; each week says its numbers in words for screen readers. */
export async function WeeklyChart({ locale, weeks }: { locale: Locale; weeks: PlatformLeads['weeks'] }) {
  const t = await getTranslations({ locale, namespace: 'platformLeads.chart' });
  return (
    <BarChart
      id="leads-chart"
      title={t('title')}
      emptyText={t('empty')}
      series={[
        { key: 'inquiries', label: t('inquiries'), colour: 'bg-brand-600' },
        { key: 'applications', label: t('applications'), colour: 'bg-amber-500' },
      ]}
      points={weeks.map((week) => {
        const date = formatDate(`${week.weekStart}T12:00:00Z`);
        return {
          key: week.weekStart,
          axisLabel: date.slice(0, 5),
          description: t('week', { date, inquiries: week.inquiries, applications: week.applications }),
          values: [week.inquiries, week.applications],
        };
      })}
    />
  );
}
