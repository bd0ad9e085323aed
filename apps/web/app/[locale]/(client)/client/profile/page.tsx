import type { Locale } from '@tendero/contracts';
import { accountsEndpoints } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ClientOwnProfile } from '@/features/profiles/server';
import { pageMetadata } from '@/lib/metadata';
import { getPageContext } from '@/lib/page-context';
import { serverApi } from '@/lib/server-api';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'clientProfile', '/client/profile', { noindex: true });
}

/** The client's own profile (the page gateway lets only CLIENT in). */
export default async function ClientProfilePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { session } = await getPageContext();
  if (!session) return null;
  const profile = await serverApi(accountsEndpoints.clientProfile, { params: { userId: session.userId }, locale });
  if (!profile) return null;
  return <ClientOwnProfile locale={locale} profile={profile} />;
}
