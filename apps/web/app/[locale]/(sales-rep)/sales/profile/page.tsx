import type { CompanyTitle, Locale, SalesRepProfile } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { SalesRepOwnProfile } from '../../../../../src/features/profiles/sales-rep-own-profile';
import { pageMetadata } from '../../../../../src/lib/metadata';
import { getPageContext } from '../../../../../src/lib/page-context';
import { serverApi } from '../../../../../src/lib/server-api';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'salesProfile', '/sales/profile', { noindex: true });
}

/** The sales rep's own profile (the page gateway lets only SALES_REP in). */
export default async function SalesProfilePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { session } = await getPageContext();
  if (!session) return null;
  const [profile, titles] = await Promise.all([
    serverApi<SalesRepProfile>(`/api/companies/salesreps/${encodeURIComponent(session.userId)}`, locale),
    serverApi<CompanyTitle[]>('/api/managers/company-titles', locale),
  ]);
  if (!profile) return null;
  return <SalesRepOwnProfile locale={locale} profile={profile} titles={titles ?? []} />;
}
