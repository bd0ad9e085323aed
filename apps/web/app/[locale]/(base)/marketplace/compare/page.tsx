import { compareQuerySchema, type Locale, marketplaceEndpoints } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { safeResultsPath } from '@/features/marketplace';
import { ComparePage, loadCatalog } from '@/features/marketplace/server';
import { pageMetadata } from '@/lib/metadata';
import { serverApi } from '@/lib/server-api';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ ids?: string | string[]; from?: string | string[] }>;
};

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  // A comparison is a personal pick of companies: useful to share, not to index.
  return pageMetadata(locale, 'marketplaceCompare', '/marketplace/compare', { noindex: true });
}

/** Compare 2–4 verified companies side by side. */
export default async function MarketplaceComparePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const raw = first(query.ids) ?? '';
  const parsed = compareQuerySchema.safeParse({ ids: raw });
  const requested = new Set(raw.split(',').filter(Boolean)).size;
  const [compared, catalog] = await Promise.all([
    parsed.success
      ? serverApi(marketplaceEndpoints.compare, {
          query: { ids: parsed.data.ids.join(',') },
          locale,
        })
      : Promise.resolve(null),
    loadCatalog(locale),
  ]);
  return (
    <ComparePage
      locale={locale}
      companies={compared?.items ?? []}
      requested={requested}
      catalog={catalog}
      backHref={safeResultsPath(locale, first(query.from))}
    />
  );
}
