import { catalogEndpoints, inquiryAlertsEndpoints, type Locale, marketplaceEndpoints } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { InquiryAlertsPage } from '@/features/inquiry-alerts/server';
import { pageMetadata } from '@/lib/metadata';
import { serverApi } from '@/lib/server-api';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'ordersAlerts', '/orders/alerts', { noindex: true });
}

/** New-inquiry alerts of the rep's or manager's company and their own (the route table admits only them). */
export default async function OrdersAlertsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [settings, catalog, places] = await Promise.all([
    serverApi(inquiryAlertsEndpoints.own, { locale }),
    serverApi(catalogEndpoints.categories, { locale }),
    serverApi(marketplaceEndpoints.places, { locale }),
  ]);
  if (!settings) return null;
  return <InquiryAlertsPage locale={locale} settings={settings} catalog={catalog} places={places?.places ?? []} />;
}
