import type { Locale } from '@tendero/contracts';
import { catalogEndpoints, companiesEndpoints, marketplaceEndpoints } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { CompanyProfileEditor } from '@/features/companies/server';
import { pageMetadata } from '@/lib/metadata';
import { getPageContext } from '@/lib/page-context';
import { serverApi } from '@/lib/server-api';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'managerProfile', '/manager/profile', { noindex: true });
}

export default async function ManagerProfilePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { session } = await getPageContext();
  if (!session) return null;
  const [profile, catalog, titles, places] = await Promise.all([
    serverApi(companiesEndpoints.manager, { params: { managerId: session.userId }, locale }),
    serverApi(catalogEndpoints.categories, { locale }),
    serverApi(companiesEndpoints.titles, { locale }),
    serverApi(marketplaceEndpoints.places, { locale }),
  ]);
  if (!profile || !catalog) return null;
  return (
    <CompanyProfileEditor
      locale={locale}
      profile={profile}
      catalog={catalog}
      titles={titles ?? []}
      places={places?.places ?? []}
    />
  );
}
