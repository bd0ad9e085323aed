import type { ApplicationWithInquiry, Catalog, Locale } from '@tendero/contracts';
import { withLocale } from '@tendero/contracts';
import { buttonClass } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { serviceNameMap } from '@/features/catalog';
import { PageHeader } from '@/features/layout';
import { ClientMessages } from '@/lib/client-messages';
import { CompanyOffers } from './company-offers';

/**
 * /sales/offers: the offers a sales rep sent, newest first, each with where it stands; an accepted one
 * shows the client's name, e-mail and phone and the way into their conversation (the award's handshake).
 */
export async function RepOffersPage({
  locale,
  offers,
  catalog,
}: {
  locale: Locale;
  offers: ApplicationWithInquiry[] | null;
  catalog: Catalog | null;
}) {
  const t = await getTranslations({ locale, namespace: 'leads.repOffers' });
  return (
    <div className="space-y-8">
      <PageHeader title={t('title')} lead={t('lead')} />
      {offers ? (
        <ClientMessages locale={locale} namespaces={['leads', 'inquiries']}>
          <CompanyOffers
            offers={offers}
            serviceNames={Object.fromEntries(serviceNameMap(catalog, locale))}
            audience="rep"
          />
        </ClientMessages>
      ) : (
        <div role="alert" className="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-amber-900">
          <p className="text-sm">{t('unavailable')}</p>
          <a href={withLocale(locale, '/sales/offers')} className={buttonClass('secondary', 'sm', 'mt-4')}>
            {t('retry')}
          </a>
        </div>
      )}
    </div>
  );
}
