import type { Locale, PremiumReport } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { Card, DataTable } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';

/** The companies that have Premium now: how (plan or an admin's grant), its state, since when, until when. */
export async function PremiumCompanies({
  locale,
  companies,
}: {
  locale: Locale;
  companies: PremiumReport['companies'];
}) {
  const t = await getTranslations({ locale, namespace: 'billing' });
  const nowrap = 'tabular-nums md:whitespace-nowrap';
  return (
    <section aria-labelledby="premium-companies-title" className="space-y-3">
      <h2 id="premium-companies-title" className="text-lg font-semibold text-slate-900">
        {t('adminPremium.companies.title')}
      </h2>
      {companies.length === 0 ? (
        <Card>
          <p className="text-sm text-slate-700">{t('adminPremium.companies.empty')}</p>
        </Card>
      ) : (
        <DataTable
          columns={[
            { key: 'company', label: t('adminPremium.companies.columns.company'), role: 'title' },
            { key: 'plan', label: t('adminPremium.companies.columns.plan') },
            { key: 'status', label: t('adminPremium.companies.columns.status') },
            { key: 'since', label: t('adminPremium.companies.columns.since'), className: nowrap },
            { key: 'periodEnd', label: t('adminPremium.companies.columns.periodEnd'), className: nowrap },
          ]}
          rows={companies.map((company) => {
            const end = company.currentPeriodEnd ? formatDate(company.currentPeriodEnd) : null;
            return {
              key: company.companyId,
              data: { 'data-company-id': company.companyId },
              cells: {
                company: company.companyName,
                plan:
                  company.source === 'manual'
                    ? t('sources.manual')
                    : company.plan
                      ? t(`plans.${company.plan}`)
                      : t('noValue'),
                status: t(`statuses.${company.status}`),
                since: company.since ? formatDate(company.since) : t('noValue'),
                periodEnd: end
                  ? company.cancelAtPeriodEnd || company.source === 'manual' || company.source === 'one_time'
                    ? t('adminPremium.companies.ends', { date: end })
                    : t('adminPremium.companies.renews', { date: end })
                  : t('noValue'),
              },
            };
          })}
        />
      )}
    </section>
  );
}
