import type { Locale, Subscription } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { Badge, Card } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';

/**
 * The company's plan as the manager and the reps see it: Premium with plan, status, the renewal or end
 * date and any grace period after a failed renewal, or the free plan with this month's applications.
 */
export async function SubscriptionStatusCard({ locale, subscription }: { locale: Locale; subscription: Subscription }) {
  const t = await getTranslations({ locale, namespace: 'billing' });
  const tp = await getTranslations({ locale, namespace: 'billingPl' });
  const s = subscription;
  const term = 'text-sm text-slate-600';
  const value = 'mt-0.5 font-semibold text-slate-900';
  const periodEnd = s.currentPeriodEnd ? formatDate(s.currentPeriodEnd) : null;
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('status.title')}</h2>
        <Badge tone={s.hasPremium ? 'amber' : 'slate'}>{s.hasPremium ? t('status.premium') : t('status.free')}</Badge>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-3">
        {s.hasPremium ? (
          <>
            <div>
              <dt className={term}>{t('status.plan')}</dt>
              <dd className={value}>
                {s.source === 'manual'
                  ? t('sources.manual')
                  : s.source === 'one_time'
                    ? tp('year.paidOnce')
                    : s.plan
                      ? t(`plans.${s.plan}`)
                      : t('noValue')}
              </dd>
            </div>
            <div>
              <dt className={term}>{t('status.state')}</dt>
              <dd className={value}>{t(`statuses.${s.status}`)}</dd>
            </div>
            {periodEnd ? (
              <div>
                <dt className={term}>
                  {s.source === 'manual' || s.source === 'one_time'
                    ? t('status.validUntil')
                    : s.cancelAtPeriodEnd
                      ? t('status.endsOn')
                      : t('status.renewsOn')}
                </dt>
                <dd className={`${value} tabular-nums`}>{periodEnd}</dd>
              </div>
            ) : null}
          </>
        ) : (
          <div className="sm:col-span-3">
            <dt className={term}>{t('status.applications')}</dt>
            <dd className={value}>
              <ApplicationsMeter
                label={t('status.applicationsCount', {
                  used: s.applicationsThisMonth,
                  limit: s.freeApplicationsPerMonth,
                })}
                used={s.applicationsThisMonth}
                limit={s.freeApplicationsPerMonth}
              />
            </dd>
          </div>
        )}
      </dl>
      {s.hasPremium && s.source === 'manual' ? (
        <p className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">{t('status.manual')}</p>
      ) : null}
      {s.hasPremium && s.source === 'stripe' && s.cancelAtPeriodEnd && periodEnd ? (
        <p className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
          {t('status.cancelling', { date: periodEnd })}
        </p>
      ) : null}
      {s.graceUntil ? (
        <div
          role="alert"
          className="mt-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <p>{t('status.grace', { date: formatDate(s.graceUntil) })}</p>
          {s.canManage ? <p className="mt-1 font-medium">{t('status.graceManager')}</p> : null}
        </div>
      ) : null}
      {!s.hasPremium && s.applicationsThisMonth >= s.freeApplicationsPerMonth ? (
        <p className="mt-4 text-sm text-slate-700">{t('status.applicationsUsedUp')}</p>
      ) : null}
    </Card>
  );
}

/** "3 of 5" with a bar that turns amber when the free applications of the month are used up. */
function ApplicationsMeter({ label, used, limit }: { label: string; used: number; limit: number }) {
  const share = limit > 0 ? Math.min(1, used / limit) : 1;
  return (
    <span className="block">
      <span className="tabular-nums">{label}</span>
      <span aria-hidden="true" className="mt-2 block h-2 w-full max-w-sm overflow-hidden rounded-full bg-slate-100">
        <span
          className={`block h-full rounded-full ${share >= 1 ? 'bg-amber-500' : 'bg-brand-600'}`}
          style={{ width: `${share * 100}%` }}
        />
      </span>
    </span>
  );
}
