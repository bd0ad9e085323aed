import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { DownloadDataPage } from '@/features/personal-data/server';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'settingsDownloadData', '/account-settings/download-data', { noindex: true });
}

/** "Download my data" (GDPR art. 15 and 20): where the e-mailed link leads. */
export default async function DownloadDataSettingsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <DownloadDataPage locale={locale} />;
}
