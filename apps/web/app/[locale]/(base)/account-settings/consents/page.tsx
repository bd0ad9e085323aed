import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ConsentsPage } from '@/features/personal-data/server';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'settingsConsents', '/account-settings/consents', { noindex: true });
}

/** "My consents": the versions accepted, and marketing consent withdrawn. */
export default async function ConsentsSettingsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ConsentsPage locale={locale} />;
}
