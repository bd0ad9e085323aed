import { adminEndpoints, type Locale, marketplaceEndpoints, withLocale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { CompanyVerificationBoard } from '@/features/admin';
import { ProfilesAdded, ProfilesFiltersForm, profilesFilterPairs, readProfilesFilters } from '@/features/admin/server';
import { listHref } from '@/features/layout';
import { loadCatalog } from '@/features/marketplace/server';
import { pageMetadata } from '@/lib/metadata';
import { serverApi } from '@/lib/server-api';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'adminProfiles', '/admin/profiles', { noindex: true });
}

/**
 * SPEC §2 admin view "all company profiles": the profiles added (total, per week), companies by
 * verification state searched and filtered by Premium, city and category (URL state), and per company
 * its four criteria and its badge.
 */
export default async function AdminProfilesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const filters = readProfilesFilters(await searchParams);
  const pairs = profilesFilterPairs(filters);
  const other = filters.state === 'verified' ? 'unverified' : 'verified';
  const query = { ...pairs, state: filters.state, page: String(filters.page) };
  const [current, opposite, stats, catalog, places] = await Promise.all([
    serverApi(marketplaceEndpoints.adminCompanies, { query, locale }),
    serverApi(marketplaceEndpoints.adminCompanies, { query: { ...pairs, state: other, page: '1' }, locale }),
    serverApi(adminEndpoints.companyStats, { locale }),
    loadCatalog(locale),
    serverApi(marketplaceEndpoints.places, { locale }),
  ]);
  const counts = { unverified: 0, verified: 0 };
  counts[filters.state] = current?.total ?? 0;
  counts[other] = opposite?.total ?? 0;
  const path = withLocale(locale, '/admin/profiles');
  return (
    <CompanyVerificationBoard
      state={filters.state}
      page={filters.page}
      rows={current?.items ?? null}
      counts={counts}
      filterPairs={pairs}
      summary={<ProfilesAdded locale={locale} stats={stats} />}
      filters={
        <ProfilesFiltersForm
          locale={locale}
          action={path}
          filters={filters}
          pairs={pairs}
          clearHref={listHref(path, { state: filters.state })}
          catalog={catalog}
          places={places?.places ?? []}
        />
      }
    />
  );
}
