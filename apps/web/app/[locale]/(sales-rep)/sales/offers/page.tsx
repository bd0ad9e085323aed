import type { Locale } from '@tendero/contracts';
import { catalogEndpoints, inquiriesEndpoints } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { RepOffersPage } from '@/features/inquiries/server';
import { pageMetadata } from '@/lib/metadata';
import { serverApi } from '@/lib/server-api';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'salesOffers', '/sales/offers', { noindex: true });
}

/** The offers the signed-in sales rep sent (the page gateway lets only SALES_REP in). */
export default async function SalesOffersPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [offers, catalog] = await Promise.all([
    serverApi(inquiriesEndpoints.applications, { locale }),
    serverApi(catalogEndpoints.categories, { locale }),
  ]);
  return <RepOffersPage locale={locale} offers={offers?.items ?? null} catalog={catalog} />;
}
