import { billingEndpoints, type Locale, planPrices } from '@tendero/contracts';
import { Card } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/features/layout';
import { ClientMessages } from '@/lib/client-messages';
import { serverApi } from '@/lib/server-api';
import { formatCents } from './billing-format';
import { PremiumChart } from './premium-chart';
import { PremiumCompanies } from './premium-companies';
import { SetPremiumForm } from './set-premium-form';

/**
 * `/admin/premium` (SPEC §1 "premium reports"): how many companies have Premium and by which plan, the
 * monthly recurring revenue, new and cancelled per month, the companies, and a hand grant by e-mail.
 */
export async function PremiumReportView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'billing.adminPremium' });
  const report = await serverApi(billingEndpoints.premiumReport, { locale });
  const price = (plan: keyof typeof planPrices) =>
    formatCents(planPrices[plan].amountCents, planPrices[plan].currency, locale);
  const stats = report
    ? ([
        { key: 'active', value: String(report.activeCompanies) },
        { key: 'mrr', value: formatCents(report.mrrCents, 'eur', locale) },
        { key: 'monthly', value: String(report.byPlan.monthly) },
        { key: 'yearly', value: String(report.byPlan.yearly) },
        { key: 'manual', value: String(report.byPlan.manual) },
      ] as const)
    : [];
  return (
    <ClientMessages locale={locale} namespaces={['billing']}>
      <div className="space-y-6">
        <PageHeader title={t('title')} lead={t('lead')} />
        {report === null ? (
          <Card>
            <p role="alert" className="text-slate-700">
              {t('unavailable')}
            </p>
          </Card>
        ) : (
          <>
            <dl aria-label={t('stats.label')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
              {stats.map((stat) => (
                <div key={stat.key} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                  <dt className="text-sm text-slate-600">{t(`stats.${stat.key}`)}</dt>
                  <dd
                    className="mt-1 text-2xl font-bold text-slate-900 tabular-nums"
                    data-testid={`premium-${stat.key}`}
                  >
                    {stat.value}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="text-xs text-slate-600">
              {t('stats.mrrHint', { monthly: price('monthly'), yearly: price('yearly') })}
            </p>
            <PremiumChart locale={locale} months={report.months} />
            <PremiumCompanies locale={locale} companies={report.companies} />
          </>
        )}
        <SetPremiumForm />
      </div>
    </ClientMessages>
  );
}
