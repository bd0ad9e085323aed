import type { Locale } from '@tendero/contracts';
import { companiesEndpoints } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { SalesRepOwnProfile } from '@/features/profiles/server';
import { pageMetadata } from '@/lib/metadata';
import { getPageContext } from '@/lib/page-context';
import { serverApi } from '@/lib/server-api';

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
    serverApi(companiesEndpoints.salesRep, { params: { repId: session.userId }, locale }),
    serverApi(companiesEndpoints.titles, { locale }),
  ]);
  if (!profile) return null;
  return <SalesRepOwnProfile locale={locale} profile={profile} titles={titles ?? []} />;
}
