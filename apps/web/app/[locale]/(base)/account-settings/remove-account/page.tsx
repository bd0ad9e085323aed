import type { Locale } from '@tendero/contracts';
import { Card } from '@tendero/ui';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DeleteAccountForm } from '@/features/settings';
import { SettingsFrame } from '@/features/settings/server';
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
  return (
    <SettingsFrame locale={locale}>
      <Card>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
        <p className="mt-2 mb-6 text-slate-700">{t('lead')}</p>
        <DeleteAccountForm />
      </Card>
    </SettingsFrame>
  );
}
