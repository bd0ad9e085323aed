import type { Locale } from '@tendero/contracts';
import { catalogEndpoints, companiesEndpoints, inquiriesEndpoints } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { readLeadsUrl } from '@/features/inquiries';
import { LeadsPage } from '@/features/inquiries/server';
import { pageMetadata } from '@/lib/metadata';
import { getPageContext } from '@/lib/page-context';
import { serverApi } from '@/lib/server-api';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'managerLeads', '/manager/leads', { noindex: true });
}

/** The company's leads and the offers its sales representatives sent. */
export default async function ManagerLeadsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { session } = await getPageContext();
  const profile = session
    ? await serverApi(companiesEndpoints.manager, { params: { managerId: session.userId }, locale })
    : null;
  if (!profile) return null;
  const companyId = profile.companyData.id;
  const [leads, offers, catalog] = await Promise.all([
    serverApi(inquiriesEndpoints.leads, { params: { companyId }, locale }),
    serverApi(inquiriesEndpoints.applications, { locale }),
    serverApi(catalogEndpoints.categories, { locale }),
  ]);
  return (
    <LeadsPage
      locale={locale}
      companyId={companyId}
      hasPremium={profile.companyData.hasPremium}
      leads={leads}
      offers={offers?.items ?? null}
      catalog={catalog}
      url={readLeadsUrl(await searchParams)}
    />
  );
}
