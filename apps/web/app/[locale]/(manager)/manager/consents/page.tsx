import type { Locale } from '@tendero/contracts';
import { companiesEndpoints } from '@tendero/contracts';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EntrySection } from '@/features/companies';
import { PageHeader } from '@/features/layout';
import { pageMetadata } from '@/lib/metadata';
import { getPageContext } from '@/lib/page-context';
import { serverApi } from '@/lib/server-api';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'managerConsents', '/manager/consents', { noindex: true });
}

/** The consents clients accept before they apply to the company (shown with each application). */
export default async function ManagerConsentsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'companies.consentsPage' });
  const { session } = await getPageContext();
  const profile = session
    ? await serverApi(companiesEndpoints.manager, { params: { managerId: session.userId }, locale })
    : null;
  if (!profile) return null;
  return (
    <div className="space-y-8">
      <PageHeader title={t('title')} lead={t('lead')} />
      <EntrySection kind="consent" companyId={profile.companyData.id} initial={profile.companyData.consents} />
    </div>
  );
}
