import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { LegalPage } from '../../../../../src/features/content/legal-page';
import { SettingsFrame } from '../../../../../src/features/settings/settings-nav';
import { pageMetadata } from '../../../../../src/lib/metadata';

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
