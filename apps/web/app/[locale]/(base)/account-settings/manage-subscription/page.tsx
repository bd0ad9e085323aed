import type { Locale } from '@tendero/contracts';
import { Badge, Card } from '@tendero/ui';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SettingsFrame } from '@/features/settings/server';
import { pageMetadata } from '@/lib/metadata';
import { getPageContext } from '@/lib/page-context';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'settingsSubscription', '/account-settings/manage-subscription', { noindex: true });
}

/** The plan state; buying Premium arrives with the billing issue and says so. */
export default async function SubscriptionPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'settings.subscription' });
  const common = await getTranslations({ locale, namespace: 'common.upcoming' });
  const { session } = await getPageContext();
  const company = session?.role === 'MANAGER' || session?.role === 'SALES_REP';
  return (
    <SettingsFrame locale={locale}>
      <Card>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
        {session?.role === 'CLIENT' ? <p className="mt-4 text-slate-800">{t('client')}</p> : null}
        {session?.role === 'ADMIN' ? <p className="mt-4 text-slate-800">{t('admin')}</p> : null}
        {company ? (
          <div className="mt-4 space-y-3 text-slate-800">
            <p className="font-medium">{t('company')}</p>
            <p>{t('prices')}</p>
            <div className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950">
              <Badge tone="amber">{common('badge')}</Badge>
              <p className="mt-2">{t('notYet')}</p>
            </div>
          </div>
        ) : null}
      </Card>
    </SettingsFrame>
  );
}
