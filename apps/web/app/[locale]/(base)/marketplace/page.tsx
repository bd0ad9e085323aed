import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { loadCatalog, loadCities, MarketplaceHome } from '@/features/marketplace/server';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'marketplace.meta' });
  return pageMetadata(locale, 'marketplace', '/marketplace', {
    title: t('homeTitle'),
    description: t('homeDescription'),
  });
}

/** SPEC §2 marketplace search: "what services, where", and the catalogue's categories. */
export default async function MarketplacePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [catalog, cities] = await Promise.all([loadCatalog(locale), loadCities(locale)]);
  return <MarketplaceHome locale={locale} catalog={catalog} cities={cities} />;
}
