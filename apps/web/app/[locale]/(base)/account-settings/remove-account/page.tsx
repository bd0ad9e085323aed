import { type Locale, withLocale } from '@tendero/contracts';
import { Card } from '@tendero/ui';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DeleteAccountForm } from '@/features/settings';
import { SettingsFrame } from '@/features/settings/server';
import Link from '@/lib/link';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'settingsRemoveAccount', '/account-settings/remove-account', { noindex: true });
}

export default async function RemoveAccountPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'settings.remove' });
  const tLaw = await getTranslations({ locale, namespace: 'myData.remove' });
  return (
    <SettingsFrame locale={locale}>
      <Card>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
        <p className="mt-2 text-slate-700">{t('lead')}</p>
        {/* Issue 38: what deletion keeps, by law, and nothing more. */}
        <section aria-labelledby="law-keeps" className="mt-4 mb-6 rounded-md bg-slate-50 p-4 text-sm text-slate-700">
          <h2 id="law-keeps" className="font-semibold text-slate-900">
            {tLaw('lawTitle')}
          </h2>
          <p className="mt-1">{tLaw('law')}</p>
          <p className="mt-2">
            <Link
              className="font-medium text-brand-700 underline"
              href={withLocale(locale, '/account-settings/download-data')}
            >
              {tLaw('downloadFirst')}
            </Link>
          </p>
        </section>
        <DeleteAccountForm />
      </Card>
    </SettingsFrame>
  );
}
