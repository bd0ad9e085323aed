import {
  catalogEndpoints,
  companiesEndpoints,
  type Locale,
  marketplaceEndpoints,
  type PageContext,
  withLocale,
} from '@tendero/contracts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { loadFavouriteCompanyIds, loadFavouriteOfferIds } from '@/features/favourites/server';
import { CompanyPublicPage } from '@/features/profiles/server';
import type { ReviewsViewer } from '@/features/reviews';
import { pageMetadata } from '@/lib/metadata';
import { getPageContext } from '@/lib/page-context';
import { serverApi } from '@/lib/server-api';

type Props = { params: Promise<{ locale: Locale; id: string }> };

/** One API call per request for the metadata and the page. */
const loadCompany = cache((id: string, locale: Locale) =>
  serverApi(companiesEndpoints.company, { params: { companyId: id }, locale }),
);

const pathOf = (id: string) => `/marketplace/company/${encodeURIComponent(id)}`;

/** One description line for search results: the company's own words, cut at a word near 160 characters. */
function describe(text: string): string | null {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return null;
  if (flat.length <= 160) return flat;
  const cut = flat.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 157)}…`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const company = await loadCompany(id, locale);
  if (!company) return {};
  const t = await getTranslations({ locale, namespace: 'reviews.company' });
  const city = company.place?.names[locale] ?? null;
  const title = city
    ? t('metaTitle', { company: company.name, city })
    : t('metaTitleNoCity', { company: company.name });
  const metadata = await pageMetadata(locale, 'marketplaceCompany', pathOf(id), {
    title,
    description: describe(company.description) ?? t('metaDescription', { company: company.name }),
    // Only listed companies are indexed; the team previews an unverified one.
    noindex: !company.verifiedAt,
  });
  return { ...metadata, title: { absolute: title } };
}

/** Who the visitor is for the reviews: a client writes, this company's manager answers, an admin removes. */
async function reviewsViewer(session: PageContext['session'], companyId: string, locale: Locale) {
  if (!session) return { kind: 'guest' } satisfies ReviewsViewer;
  if (session.role === 'CLIENT') return { kind: 'client', userId: session.userId } satisfies ReviewsViewer;
  if (session.role === 'ADMIN') return { kind: 'admin' } satisfies ReviewsViewer;
  if (session.role === 'MANAGER') {
    const manager = await serverApi(companiesEndpoints.manager, { params: { managerId: session.userId }, locale });
    if (manager?.companyData.id === companyId) return { kind: 'companyManager' } satisfies ReviewsViewer;
  }
  return { kind: 'other' } satisfies ReviewsViewer;
}

/** A company's public page; the API answers 404 for unknown and not-yet-verified companies (to outsiders). */
export default async function MarketplaceCompanyPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const [company, reviews, catalog, titles, context] = await Promise.all([
    loadCompany(id, locale),
    serverApi(marketplaceEndpoints.reviews, { params: { companyId: id }, locale }),
    serverApi(catalogEndpoints.categories, { locale }),
    serverApi(companiesEndpoints.titles, { locale }),
    getPageContext(),
  ]);
  if (!company) notFound();
  const { session } = context;
  const repId = company.contactRepId;
  const [viewer, offerIds, companyIds, rep] = await Promise.all([
    reviewsViewer(session, company.id, locale),
    repId ? loadFavouriteOfferIds(session, locale) : Promise.resolve(null),
    company.verifiedAt ? loadFavouriteCompanyIds(session, locale) : Promise.resolve(null),
    repId ? serverApi(companiesEndpoints.salesRep, { params: { repId }, locale }) : Promise.resolve(null),
  ]);
  return (
    <CompanyPublicPage
      locale={locale}
      company={company}
      reviews={reviews ?? { rating: company.rating, items: [] }}
      catalog={catalog}
      titles={titles ?? []}
      viewer={viewer}
      favourites={session && offerIds && repId ? { userId: session.userId, salesRepId: repId, offerIds } : null}
      favouriteCompany={
        session && companyIds ? { userId: session.userId, initial: companyIds.includes(company.id) } : null
      }
      contact={rep ? rep.salesRepData : null}
      pageUrl={`${context.publicUrl}${withLocale(locale, pathOf(id))}`}
      publicUrl={context.publicUrl}
    />
  );
}
