import { type Locale, marketplaceEndpoints, verificationStates } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { z } from 'zod';
import { CompanyVerificationBoard } from '@/features/admin';
import { pageMetadata } from '@/lib/metadata';
import { serverApi } from '@/lib/server-api';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ state?: string | string[]; page?: string | string[] }>;
};

/** The URL state of the page: which tab, which page of it. */
const querySchema = z.object({
  state: z.enum(verificationStates).catch('unverified'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'adminProfiles', '/admin/profiles', { noindex: true });
}

/**
 * SPEC §2 admin view "all company profiles": companies by verification state, the total, and the four
 * criteria of each company. The admin issue grows this page later.
 */
export default async function AdminProfilesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { state, page } = querySchema.parse(await searchParams);
  const other = state === 'verified' ? 'unverified' : 'verified';
  const [current, opposite] = await Promise.all([
    serverApi(marketplaceEndpoints.adminCompanies, { query: { state, page }, locale }),
    serverApi(marketplaceEndpoints.adminCompanies, { query: { state: other, page: '1' }, locale }),
  ]);
  const counts = { unverified: 0, verified: 0 };
  counts[state] = current?.total ?? 0;
  counts[other] = opposite?.total ?? 0;
  return <CompanyVerificationBoard state={state} page={page} rows={current?.items ?? null} counts={counts} />;
}
