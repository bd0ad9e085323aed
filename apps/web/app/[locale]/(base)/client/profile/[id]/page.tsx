import type { Locale } from '@tendero/contracts';
import { accountsEndpoints } from '@tendero/contracts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { ClientPublicProfile } from '@/features/profiles/server';
import { pageMetadata } from '@/lib/metadata';
import { serverApi } from '@/lib/server-api';

type Props = { params: Promise<{ locale: Locale; id: string }> };

/** One API call per request for the metadata and the page. */
const loadProfile = cache((id: string, locale: Locale) =>
  serverApi(accountsEndpoints.clientProfile, { params: { userId: id }, locale }),
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const profile = await loadProfile(id, locale);
  if (!profile) return {};
  const t = await getTranslations({ locale, namespace: 'profiles.client' });
  const name = `${profile.firstName} ${profile.lastName}`;
  // A private person's page: reachable by link, kept out of search engines.
  return pageMetadata(locale, 'clientProfilePublic', `/client/profile/${encodeURIComponent(id)}`, {
    title: t('metaTitle', { name }),
    description: t('metaDescription', { name }),
    noindex: true,
  });
}

/** A client's public profile; unknown, unconfirmed or suspended clients are a 404 (the API answers 404). */
export default async function ClientProfilePublicPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const profile = await loadProfile(id, locale);
  if (!profile) notFound();
  return <ClientPublicProfile locale={locale} profile={profile} />;
}
