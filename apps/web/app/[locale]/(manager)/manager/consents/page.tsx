import type { Locale, ManagerProfile } from '@tendero/contracts';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EntrySection } from '../../../../../src/features/companies/entry-section';
import { PageHeader } from '../../../../../src/features/layout/page-header';
import { pageMetadata } from '../../../../../src/lib/metadata';
import { getPageContext } from '../../../../../src/lib/page-context';
import { serverApi } from '../../../../../src/lib/server-api';

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
  const profile = session ? await serverApi<ManagerProfile>(`/api/managers/${session.userId}`, locale) : null;
  if (!profile) return null;
  return (
    <div className="space-y-8">
      <PageHeader title={t('title')} lead={t('lead')} />
      <EntrySection kind="consent" companyId={profile.companyData.id} initial={profile.companyData.consents} />
    </div>
  );
}
