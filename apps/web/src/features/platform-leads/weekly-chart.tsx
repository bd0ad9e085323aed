import type { Locale, PlatformLeads } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { Card } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';

/**
 * Inquiries and offers per week as paired bars (plain elements, no chart library). Each week also says its
 * numbers in words for screen readers; the bars and their numbers are decoration for the eye.
 */
export async function WeeklyChart({ locale, weeks }: { locale: Locale; weeks: PlatformLeads['weeks'] }) {
  const t = await getTranslations({ locale, namespace: 'platformLeads.chart' });
  const highest = Math.max(1, ...weeks.flatMap((week) => [week.inquiries, week.applications]));
  const height = (value: number) => `${Math.round((value / highest) * 100)}%`;
  const label = (weekStart: string) => formatDate(`${weekStart}T12:00:00Z`).slice(0, 5);
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="leads-chart-title" className="text-lg font-semibold text-slate-900">
          {t('title')}
        </h2>
        <div aria-hidden="true" className="flex gap-4 text-xs text-slate-600">
          <span className="flex items-center gap-1.5">
            <span className="h-3 w-3 rounded-sm bg-brand-600" />
            {t('inquiries')}
          </span>
          <span className="flex items-center gap-1.5">
            <span className="h-3 w-3 rounded-sm bg-amber-500" />
            {t('applications')}
          </span>
        </div>
      </div>
      {weeks.every((week) => week.inquiries === 0 && week.applications === 0) ? (
        <p className="mt-4 text-sm text-slate-600">{t('empty')}</p>
      ) : (
        <ol aria-labelledby="leads-chart-title" className="mt-6 flex gap-2 overflow-x-auto pb-1">
          {weeks.map((week) => (
            <li key={week.weekStart} className="flex min-w-12 flex-1 flex-col items-center gap-2">
              <span className="sr-only">
                {t('week', {
                  date: formatDate(`${week.weekStart}T12:00:00Z`),
                  inquiries: week.inquiries,
                  applications: week.applications,
                })}
              </span>
              <div
                aria-hidden="true"
                className="flex h-40 w-full items-end justify-center gap-1 border-b border-slate-200 pt-4"
              >
                <Bar value={week.inquiries} height={height(week.inquiries)} colour="bg-brand-600" />
                <Bar value={week.applications} height={height(week.applications)} colour="bg-amber-500" />
              </div>
              <span aria-hidden="true" className="text-xs whitespace-nowrap text-slate-600 tabular-nums">
                {label(week.weekStart)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** One bar, its number just above it. */
function Bar({ value, height, colour }: { value: number; height: string; colour: string }) {
  return (
    <div className="flex h-full w-1/3 max-w-6 items-end">
      <div className={`relative w-full rounded-t ${colour}`} style={{ height }}>
        <span className="absolute inset-x-0 -top-4 text-center text-[10px] text-slate-600 tabular-nums">{value}</span>
      </div>
    </div>
  );
}
