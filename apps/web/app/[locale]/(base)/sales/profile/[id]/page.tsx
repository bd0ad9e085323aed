import type { Locale } from '@tendero/contracts';
import { catalogEndpoints, companiesEndpoints } from '@tendero/contracts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { SalesRepPublicProfile } from '@/features/profiles/server';
import { pageMetadata } from '@/lib/metadata';
import { getPageContext } from '@/lib/page-context';
import { serverApi } from '@/lib/server-api';

type Props = { params: Promise<{ locale: Locale; id: string }> };

/** One API call per request for the metadata and the page. */
const loadProfile = cache((id: string, locale: Locale) =>
  serverApi(companiesEndpoints.salesRep, { params: { repId: id }, locale }),
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const profile = await loadProfile(id, locale);
  if (!profile) return {};
  const t = await getTranslations({ locale, namespace: 'profiles.rep' });
  const name = `${profile.salesRepData.firstName} ${profile.salesRepData.lastName}`;
  const company = profile.companyData.name;
  return pageMetadata(locale, 'salesProfilePublic', `/sales/profile/${encodeURIComponent(id)}`, {
    title: t('metaTitle', { name, company }),
    description: t('metaDescription', { name, company }),
  });
}

/** A sales rep's public profile; unknown or inactive reps are a 404 (the API answers 404 for them). */
export default async function SalesProfilePublicPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const [profile, catalog, titles, { session }] = await Promise.all([
    loadProfile(id, locale),
    serverApi(catalogEndpoints.categories, { locale }),
    serverApi(companiesEndpoints.titles, { locale }),
    getPageContext(),
  ]);
  if (!profile) notFound();
  return (
    <SalesRepPublicProfile
      locale={locale}
      profile={profile}
      catalog={catalog}
      titles={titles ?? []}
      viewer={session ? { userId: session.userId } : null}
    />
  );
}
