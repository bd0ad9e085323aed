import type { Locale, PremiumReport } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { Card, DataTable, tableCell } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';

const columns = ['company', 'plan', 'status', 'since', 'periodEnd'] as const;

/** The companies that have Premium now: how (plan or an admin's grant), its state, since when, until when. */
export async function PremiumCompanies({
  locale,
  companies,
}: {
  locale: Locale;
  companies: PremiumReport['companies'];
}) {
  const t = await getTranslations({ locale, namespace: 'billing' });
  const cell = tableCell;
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
        <DataTable columns={columns.map((key) => ({ key, label: t(`adminPremium.companies.columns.${key}`) }))}>
          {companies.map((company) => {
            const end = company.currentPeriodEnd ? formatDate(company.currentPeriodEnd) : null;
            return (
              <tr key={company.companyId} data-company-id={company.companyId}>
                <th scope="row" className={`${cell} text-left font-semibold text-slate-900`}>
                  {company.companyName}
                </th>
                <td className={cell}>
                  {company.source === 'manual'
                    ? t('sources.manual')
                    : company.plan
                      ? t(`plans.${company.plan}`)
                      : t('noValue')}
                </td>
                <td className={cell}>{t(`statuses.${company.status}`)}</td>
                <td className={`${cell} tabular-nums whitespace-nowrap`}>
                  {company.since ? formatDate(company.since) : t('noValue')}
                </td>
                <td className={`${cell} tabular-nums whitespace-nowrap`}>
                  {end
                    ? company.cancelAtPeriodEnd || company.source === 'manual'
                      ? t('adminPremium.companies.ends', { date: end })
                      : t('adminPremium.companies.renews', { date: end })
                    : t('noValue')}
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </section>
  );
}
