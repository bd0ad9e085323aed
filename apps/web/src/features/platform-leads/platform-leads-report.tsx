import { type Locale, platformLeadsEndpoints, withLocale } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { Card, cx } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { listHref, PageHeader } from '@/features/layout';
import { serverApi } from '@/lib/server-api';
import { formatShare, leadsPeriods, readLeadsPeriod, waitParts } from './platform-leads-format';
import { TopList } from './top-list';
import { WeeklyChart } from './weekly-chart';

type Figure = { key: string; label: string; value: string; hint?: string };

/**
 * `/admin/leads` (SPEC §2 admin "leads"): platform-wide figures over the last 7, 30 or 90 days (links, the
 * URL's `days`): inquiries and offers of the period by where they stand now, the share of offers accepted,
 * the median wait for a first offer, 12 weeks of counts, and the services, categories and companies seen
 * most. Counts and company names only (`platformLeadsEndpoints.figures`).
 */
export async function PlatformLeadsReport({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const t = await getTranslations({ locale, namespace: 'platformLeads' });
  const days = readLeadsPeriod(searchParams);
  const path = withLocale(locale, '/admin/leads');
  const figures = await serverApi(platformLeadsEndpoints.figures, { query: { days }, locale });

  const groups: { key: string; title: string; items: Figure[] }[] = figures
    ? [
        {
          key: 'inquiries',
          title: t('inquiries.title'),
          items: (['published', 'open', 'accepted', 'closedWithoutDecision', 'expired'] as const).map((key) => ({
            key: `inquiries-${key}`,
            label: t(`inquiries.${key}`),
            value: String(figures.inquiries[key]),
          })),
        },
        {
          key: 'applications',
          title: t('applications.title'),
          items: (['sent', 'pending', 'accepted', 'declined'] as const).map((key) => ({
            key: `applications-${key}`,
            label: t(`applications.${key}`),
            value: String(figures.applications[key]),
          })),
        },
        {
          key: 'rates',
          title: t('rates.title'),
          items: [
            {
              key: 'acceptance-rate',
              label: t('rates.acceptanceRate'),
              value: figures.acceptanceRate === null ? t('rates.none') : formatShare(figures.acceptanceRate, locale),
              hint: t('rates.acceptanceRateHint'),
            },
            {
              key: 'median-wait',
              label: t('rates.median'),
              value: medianText(figures.medianFirstApplicationSeconds),
              hint: t('rates.medianHint'),
            },
          ],
        },
      ]
    : [];

  /** Top services and categories alike: their name in the page's language and how many inquiries. */
  const inquiryRows = (rows: readonly { slug: string; names: Record<Locale, string>; inquiries: number }[]) =>
    rows.map((row) => ({
      key: row.slug,
      name: row.names[locale],
      count: t('top.inquiries', { count: row.inquiries }),
    }));

  function medianText(seconds: number | null): string {
    if (seconds === null) return t('rates.none');
    const parts = waitParts(seconds);
    if (parts.key === 'minutes') return t('rates.minutes', parts.values);
    if (parts.key === 'hours') return t('rates.hours', parts.values);
    return t('rates.days', parts.values);
  }

  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} lead={t('lead')} />
      <nav aria-label={t('period.label')} className="flex flex-wrap gap-2">
        {leadsPeriods.map((period) => (
          <a
            key={period}
            href={listHref(path, { days: String(period) })}
            aria-current={period === days ? 'page' : undefined}
            className={cx(
              'rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-inset',
              period === days
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'bg-white text-brand-800 ring-slate-300 hover:bg-brand-50',
            )}
          >
            {t('period.days', { days: period })}
          </a>
        ))}
      </nav>
      {figures === null ? (
        <Card>
          <p role="alert" className="text-slate-700">
            {t('unavailable')}
          </p>
        </Card>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {t('period.range', { from: formatDate(figures.period.from), to: formatDate(figures.period.to) })}
          </p>
          {groups.map((group) => (
            <section key={group.key} aria-labelledby={`figures-${group.key}`} className="space-y-3">
              <h2 id={`figures-${group.key}`} className="text-lg font-semibold text-slate-900">
                {group.title}
              </h2>
              <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
                {group.items.map((item) => (
                  <div key={item.key} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                    <dt className="text-sm text-slate-600">{item.label}</dt>
                    <dd
                      className="mt-1 text-2xl font-bold text-slate-900 tabular-nums"
                      data-testid={`leads-${item.key}`}
                    >
                      {item.value}
                    </dd>
                    {item.hint ? <dd className="mt-1 text-xs text-slate-600">{item.hint}</dd> : null}
                  </div>
                ))}
              </dl>
            </section>
          ))}
          <WeeklyChart locale={locale} weeks={figures.weeks} />
          <div className="grid gap-4 lg:grid-cols-3">
            <TopList
              id="top-services"
              title={t('top.services')}
              empty={t('top.empty')}
              rows={inquiryRows(figures.topServices)}
            />
            <TopList
              id="top-categories"
              title={t('top.categories')}
              empty={t('top.empty')}
              rows={inquiryRows(figures.topCategories)}
            />
            <TopList
              id="top-companies"
              title={t('top.companies')}
              empty={t('top.empty')}
              rows={figures.topCompanies.map((row, index) => ({
                key: `${index}-${row.name}`,
                name: row.name,
                count: t('top.applications', { count: row.applications }),
              }))}
            />
          </div>
        </>
      )}
    </div>
  );
}
