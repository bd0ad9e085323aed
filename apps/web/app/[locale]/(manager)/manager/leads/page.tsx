import type { ApplicationWithInquiry, Catalog, Lead, Locale, ManagerProfile } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Rep } from '../../../../../src/features/inquiries/leads/lead-item';
import { LeadsPage } from '../../../../../src/features/inquiries/leads/leads-page';
import { readLeadsUrl } from '../../../../../src/features/inquiries/leads/leads-url';
import { pageMetadata } from '../../../../../src/lib/metadata';
import { getPageContext } from '../../../../../src/lib/page-context';
import { serverApi } from '../../../../../src/lib/server-api';

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
  const profile = session ? await serverApi<ManagerProfile>(`/api/managers/${session.userId}`, locale) : null;
  if (!profile) return null;
  const companyId = profile.companyData.id;
  const [leads, offers, catalog] = await Promise.all([
    serverApi<{ items: Lead[]; reps: Rep[] }>(`/api/companies/${companyId}/leads`, locale),
    serverApi<{ items: ApplicationWithInquiry[] }>('/api/orders/applications', locale),
    serverApi<Catalog>('/api/categories', locale),
  ]);
  return (
    <LeadsPage
      locale={locale}
      companyId={companyId}
      leads={leads}
      offers={offers?.items ?? null}
      catalog={catalog}
      url={readLeadsUrl(await searchParams)}
    />
  );
}
