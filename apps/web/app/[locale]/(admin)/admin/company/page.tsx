import { type Locale, marketplaceEndpoints } from '@tendero/contracts';
import { Card } from '@tendero/ui';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AddCompanyForm, CompanyImport } from '@/features/admin';
import { PageHeader } from '@/features/layout';
import { loadCatalog } from '@/features/marketplace/server';
import { pageMetadata } from '@/lib/metadata';
import { serverApi } from '@/lib/server-api';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'adminCompany', '/admin/company', { noindex: true });
}

/** SPEC §2 admin view "adding or importing a company": one by hand, or many from a CSV file. */
export default async function AdminCompanyPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'admin.company' });
  const [catalog, places] = await Promise.all([
    loadCatalog(locale),
    serverApi(marketplaceEndpoints.places, { locale }),
  ]);
  const cities = (places?.places ?? [])
    .map((place) => ({ slug: place.slug, name: place.names[locale] }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} lead={t('lead')} />
      <div className="grid gap-6">
        <Card className="max-w-3xl">
          <AddCompanyForm catalog={catalog} cities={cities} />
        </Card>
        <Card>
          <CompanyImport />
        </Card>
      </div>
    </div>
  );
}
