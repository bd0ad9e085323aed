import { type Catalog, type ComparedCompany, type Locale, withLocale } from '@tendero/contracts';
import { buttonClass } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { serviceNameMap } from '@/features/catalog';
import { PageHeader } from '@/features/layout';
import { CompareTable } from './compare-table';
import { AskOfferButton } from './marketplace-actions';
import { MarketplacePageActions } from './marketplace-page-actions';

/**
 * /marketplace/compare?ids=…: the picked companies side by side. Fewer than two listed companies (a bad
 * link, a company no longer verified) is explained, with the way back.
 */
export async function ComparePage({
  locale,
  companies,
  requested,
  catalog,
  backHref,
}: {
  locale: Locale;
  companies: ComparedCompany[];
  requested: number;
  catalog: Catalog | null;
  backHref: string | null;
}) {
  const t = await getTranslations({ locale, namespace: 'marketplace.comparison' });
  const back = backHref ?? withLocale(locale, '/marketplace');
  const backLabel = backHref ? t('backToResults') : t('backToMarketplace');

  if (companies.length < 2) {
    return (
      <div className="mx-auto max-w-2xl">
        <PageHeader title={t('title')} />
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="text-lg font-semibold text-slate-900">{t('tooFewTitle')}</h2>
          <p className="mt-2 text-slate-700">
            {requested >= 2 ? t('tooFewListed', { count: companies.length }) : t('tooFew')}
          </p>
          <a href={back} className={buttonClass('primary', 'md', 'mt-5')}>
            {backLabel}
          </a>
        </div>
      </div>
    );
  }

  return (
    <MarketplacePageActions locale={locale}>
      <a href={back} className="text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline">
        ← {backLabel}
      </a>
      <div className="mt-3">
        <PageHeader
          title={t('title')}
          lead={
            <>
              {t('lead', { count: companies.length })}
              {requested > companies.length ? ` ${t('leftOut', { count: requested - companies.length })}` : null}
            </>
          }
          aside={
            <AskOfferButton
              className="shrink-0"
              label={t('askAll', { count: companies.length })}
              request={{
                companies: companies.map((company) => ({ id: company.id, name: company.name })),
                more: 0,
                services: [],
              }}
            />
          }
        />
      </div>
      <p className="mt-6 mb-2 text-xs text-slate-600 sm:hidden">{t('scrollHint')}</p>
      <div className="sm:mt-6">
        <CompareTable locale={locale} companies={companies} serviceNames={serviceNameMap(catalog, locale)} />
      </div>
    </MarketplacePageActions>
  );
}
