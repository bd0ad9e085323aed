import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'oldPage', '/old-page', { noindex: true });
}

/** SPEC §2: /old-page is an empty placeholder. */
export default async function OldPage({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'common' });
  return <h1 className="sr-only">{t('appName')}</h1>;
}
