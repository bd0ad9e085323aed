import type { CompanyStats, Locale } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { BarChart, Card } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';

/**
 * The profiles added: the total (with verified and Premium, and this week) and a bar per week for the
 * last 12 weeks, each week read out to screen readers with its number.
 */
export async function ProfilesAdded({ locale, stats }: { locale: Locale; stats: CompanyStats | null }) {
  const t = await getTranslations({ locale, namespace: 'admin.profiles.added' });
  if (!stats) {
    return (
      <Card>
        <h2 className="text-lg font-semibold text-slate-900">{t('title')}</h2>
        <p role="alert" className="mt-2 text-sm text-slate-700">
          {t('unavailable')}
        </p>
      </Card>
    );
  }
  const figures = [
    { key: 'total', value: stats.total, testId: 'profiles-total' },
    { key: 'verified', value: stats.verified },
    { key: 'premium', value: stats.premium },
    { key: 'thisWeek', value: stats.weeks.at(-1)?.added ?? 0 },
  ] as const;
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <Card>
        <h2 className="text-lg font-semibold text-slate-900">{t('title')}</h2>
        <dl className="mt-4 grid grid-cols-2 gap-3">
          {figures.map((figure) => (
            <div key={figure.key} className="rounded-lg bg-slate-50 px-3 py-2">
              <dt className="text-xs text-slate-600">{t(figure.key)}</dt>
              <dd
                className="text-xl font-bold text-slate-900 tabular-nums"
                data-testid={'testId' in figure ? figure.testId : undefined}
              >
                {figure.value.toLocaleString(locale === 'pl' ? 'pl-PL' : 'en-GB')}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <BarChart
        id="profiles-added-chart"
        title={t('perWeek')}
        emptyText={t('none')}
        series={[{ key: 'added', label: t('addedColumn'), colour: 'bg-brand-600' }]}
        points={stats.weeks.map((week) => {
          const date = formatDate(`${week.weekStart}T12:00:00Z`);
          return {
            key: week.weekStart,
            axisLabel: date.slice(0, 5),
            description: t('bar', { week: date, count: week.added }),
            values: [week.added],
          };
        })}
      />
    </div>
  );
}
