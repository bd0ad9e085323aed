import type { CompanyStats, Locale } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { getTranslations } from 'next-intl/server';

/**
 * The profiles added: the total (with verified and Premium) and a bar per week for the last 12 weeks.
 * The bars are drawn for the eye; the same figures are a table for screen readers.
 */
export async function ProfilesAdded({ locale, stats }: { locale: Locale; stats: CompanyStats | null }) {
  const t = await getTranslations({ locale, namespace: 'admin.profiles.added' });
  if (!stats) {
    return (
      <section
        aria-labelledby="profiles-added-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="profiles-added-title" className="text-base font-semibold text-slate-900">
          {t('title')}
        </h2>
        <p role="alert" className="mt-2 text-sm text-slate-700">
          {t('unavailable')}
        </p>
      </section>
    );
  }
  const highest = Math.max(1, ...stats.weeks.map((week) => week.added));
  const thisWeek = stats.weeks.at(-1)?.added ?? 0;
  const figures = [
    { key: 'total', value: stats.total, testId: 'profiles-total' },
    { key: 'verified', value: stats.verified },
    { key: 'premium', value: stats.premium },
    { key: 'thisWeek', value: thisWeek },
  ] as const;
  return (
    <section
      aria-labelledby="profiles-added-title"
      className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]"
    >
      <div>
        <h2 id="profiles-added-title" className="text-base font-semibold text-slate-900">
          {t('title')}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3">
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
      </div>
      <figure className="min-w-0">
        <figcaption className="text-sm font-medium text-slate-700">{t('perWeek')}</figcaption>
        <div aria-hidden="true" className="mt-3 flex h-36 items-end gap-1.5 border-b border-slate-300 sm:gap-2">
          {stats.weeks.map((week) => (
            <div key={week.weekStart} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
              <span className="text-[11px] font-semibold text-slate-700 tabular-nums">{week.added || ''}</span>
              <div
                className="w-full rounded-t bg-brand-600"
                style={{ height: `${week.added === 0 ? 0 : Math.max(4, (week.added / highest) * 100)}%` }}
                title={t('bar', { week: formatDate(week.weekStart), count: week.added })}
              />
            </div>
          ))}
        </div>
        <div aria-hidden="true" className="mt-1 flex gap-1.5 text-[11px] text-slate-600 sm:gap-2">
          {stats.weeks.map((week, index) => (
            <span key={week.weekStart} className="min-w-0 flex-1 text-center tabular-nums">
              {index % 3 === 0 ? formatDate(week.weekStart).slice(0, 5) : ''}
            </span>
          ))}
        </div>
        <table className="sr-only">
          <caption>{t('perWeek')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('weekOf')}</th>
              <th scope="col">{t('addedColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {stats.weeks.map((week) => (
              <tr key={week.weekStart}>
                <td>{formatDate(week.weekStart)}</td>
                <td>{week.added}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
    </section>
  );
}
