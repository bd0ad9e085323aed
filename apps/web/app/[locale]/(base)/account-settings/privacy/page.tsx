import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { LegalPage } from '@/features/content';
import { SettingsFrame } from '@/features/settings/server';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'settingsPrivacy', '/account-settings/privacy');
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <SettingsFrame locale={locale}>
      <LegalPage locale={locale} name="privacy" withCookieSettings />
    </SettingsFrame>
  );
}
