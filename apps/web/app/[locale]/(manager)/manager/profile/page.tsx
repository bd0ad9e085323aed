import type { Catalog, CompanyTitle, Locale, ManagerProfile, Place } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { CompanyProfileEditor } from '../../../../../src/features/companies/company-profile-editor';
import { pageMetadata } from '../../../../../src/lib/metadata';
import { getPageContext } from '../../../../../src/lib/page-context';
import { serverApi } from '../../../../../src/lib/server-api';

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
    serverApi<ManagerProfile>(`/api/managers/${session.userId}`, locale),
    serverApi<Catalog>('/api/categories', locale),
    serverApi<CompanyTitle[]>('/api/managers/company-titles', locale),
    serverApi<{ places: Place[] }>('/api/places', locale),
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
