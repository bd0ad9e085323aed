import { type ApplicationWithInquiry, type Catalog, type Lead, type Locale, withLocale } from '@tendero/contracts';
import { buttonClass, Card } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { serviceNameMap } from '@/features/catalog';
import { PageHeader } from '@/features/layout';
import { ClientMessages } from '@/lib/client-messages';
import type { Rep } from './lead-item';
import { LeadsBoard } from './leads-board';
import type { LeadsUrl } from './leads-url';

/**
 * The company's leads and offers. A company with neither gets the real empty state: what brings leads,
 * and where to start.
 */
export async function LeadsPage({
  locale,
  companyId,
  leads,
  offers,
  catalog,
  url,
  hasPremium,
}: {
  locale: Locale;
  companyId: string;
  hasPremium: boolean;
  leads: { items: Lead[]; reps: Rep[] } | null;
  offers: ApplicationWithInquiry[] | null;
  catalog: Catalog | null;
  url: LeadsUrl;
}) {
  const t = await getTranslations({ locale, namespace: 'leads' });
  const header = <PageHeader title={t('title')} lead={t('lead')} />;
  if (!leads || !offers) {
    return (
      <div className="space-y-8">
        {header}
        <div role="alert" className="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-amber-900">
          <h2 className="font-semibold">{t('unavailableTitle')}</h2>
          <p className="mt-1 text-sm">{t('unavailable')}</p>
          <a href={withLocale(locale, '/manager/leads')} className={buttonClass('secondary', 'sm', 'mt-4')}>
            {t('retry')}
          </a>
        </div>
      </div>
    );
  }
  if (leads.items.length === 0 && offers.length === 0) {
    return (
      <div className="space-y-8">
        {header}
        <Card className="text-center">
          <h2 className="text-lg font-semibold text-slate-900">{t('empty.title')}</h2>
          <p className="mx-auto mt-2 max-w-xl text-sm text-slate-700">{t('empty.body')}</p>
          <ul className="mx-auto mt-4 grid max-w-2xl gap-2 text-left text-sm text-slate-700 sm:grid-cols-2">
            {(['asked', 'applied', 'favourite', 'review'] as const).map((source) => (
              <li key={source} className="rounded-lg bg-slate-50 px-3 py-2">
                <span className="font-semibold text-slate-900">{t(`empty.sources.${source}.title`)}</span>
                <span className="block text-slate-600">{t(`empty.sources.${source}.body`)}</span>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <a href={withLocale(locale, '/orders/find')} className={buttonClass('primary', 'md')}>
              {t('empty.findOrders')}
            </a>
            <a href={withLocale(locale, '/manager/profile')} className={buttonClass('secondary', 'md')}>
              {t('empty.completeProfile')}
            </a>
          </div>
        </Card>
      </div>
    );
  }
  return (
    <div className="space-y-8">
      {header}
      <ClientMessages locale={locale} namespaces={['leads', 'inquiries', 'privateInquiries']}>
        <LeadsBoard
          companyId={companyId}
          initialLeads={leads.items}
          reps={leads.reps}
          offers={offers}
          serviceNames={Object.fromEntries(serviceNameMap(catalog, locale))}
          initialState={url.state}
          initialView={url.view}
          mayExport={hasPremium}
        />
      </ClientMessages>
    </div>
  );
}
