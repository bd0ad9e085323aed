import type { Locale, PremiumReport } from '@tendero/contracts';
import { Card } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { formatMonth } from './billing-format';

/**
 * New and cancelled subscriptions per month as paired bars (plain elements, no chart library). Each month
 * also says its numbers in words for screen readers; the bars are decoration.
 */
export async function PremiumChart({ locale, months }: { locale: Locale; months: PremiumReport['months'] }) {
  const t = await getTranslations({ locale, namespace: 'billing.adminPremium.chart' });
  const highest = Math.max(1, ...months.flatMap((month) => [month.started, month.cancelled]));
  const height = (value: number) => `${Math.round((value / highest) * 100)}%`;
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="premium-chart-title" className="text-lg font-semibold text-slate-900">
          {t('title')}
        </h2>
        <div aria-hidden="true" className="flex gap-4 text-xs text-slate-600">
          <span className="flex items-center gap-1.5">
            <span className="h-3 w-3 rounded-sm bg-brand-600" />
            {t('started')}
          </span>
          <span className="flex items-center gap-1.5">
            <span className="h-3 w-3 rounded-sm bg-rose-400" />
            {t('cancelled')}
          </span>
        </div>
      </div>
      {months.every((month) => month.started === 0 && month.cancelled === 0) ? (
        <p className="mt-4 text-sm text-slate-600">{t('empty')}</p>
      ) : (
        <ol aria-labelledby="premium-chart-title" className="mt-6 flex gap-2 overflow-x-auto pb-1">
          {months.map((month) => {
            const name = formatMonth(month.month, locale);
            return (
              <li key={month.month} className="flex min-w-12 flex-1 flex-col items-center gap-2">
                <span className="sr-only">
                  {t('month', { month: name, started: month.started, cancelled: month.cancelled })}
                </span>
                <div
                  aria-hidden="true"
                  className="flex h-40 w-full items-end justify-center gap-1 border-b border-slate-200 pt-4"
                >
                  <Bar value={month.started} height={height(month.started)} colour="bg-brand-600" />
                  <Bar value={month.cancelled} height={height(month.cancelled)} colour="bg-rose-400" />
                </div>
                <span aria-hidden="true" className="text-xs whitespace-nowrap text-slate-600">
                  {name}
                </span>
              </li>
            );
          })}
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
