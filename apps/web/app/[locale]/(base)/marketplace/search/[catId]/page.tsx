import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { loadFavouriteCompanyIds } from '@/features/favourites/server';
import { isRefined, searchPath } from '@/features/marketplace';
import { loadSearchPage, loadTitles, SearchResults } from '@/features/marketplace/server';
import { SaveSearch } from '@/features/saved-searches/server';
import { pageMetadata } from '@/lib/metadata';
import { getPageContext } from '@/lib/page-context';

type Props = {
  params: Promise<{ locale: Locale; catId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, catId } = await params;
  const data = await loadSearchPage(locale, catId, await searchParams);
  if (data.kind !== 'page') return { robots: { index: false, follow: true } };
  const t = await getTranslations({ locale, namespace: 'marketplace.meta' });
  const count = data.result?.total ?? 0;
  return pageMetadata(locale, 'marketplaceSearch', searchPath(catId, data.state), {
    title: t('resultsTitle', { heading: data.heading, count }),
    description: t('resultsDescription', { heading: data.heading, count }),
    // Keyword, rating, size, language, promo and sort variations of a category/city page are thin copies.
    noindex: isRefined(data.state) || data.result === null || count === 0,
  });
}

function searchWithoutPage<T extends { page: number }>(state: T): Omit<T, 'page'> {
  const { page: _page, ...rest } = state;
  return rest;
}

/** Search results (SPEC §2 "number of companies found, ask one or all companies for an offer"). */
export default async function MarketplaceSearchPage({ params, searchParams }: Props) {
  const { locale, catId } = await params;
  setRequestLocale(locale);
  const data = await loadSearchPage(locale, catId, await searchParams);
  if (data.kind === 'notFound') notFound();
  if (data.kind === 'redirect') redirect(`/${locale}${data.path}`);
  // A signed-in client's hearts on the cards (one more call, for clients only; anonymous pages stay shared).
  const [titles, { session }] = await Promise.all([loadTitles(locale), getPageContext()]);
  const companyIds = await loadFavouriteCompanyIds(session, locale);
  return (
    <SearchResults
      locale={locale}
      catId={catId}
      category={data.category}
      catalog={data.catalog}
      state={data.state}
      result={data.result}
      cities={data.cities}
      currentCity={data.currentCity}
      titles={titles}
      heading={data.heading}
      favourites={session && companyIds ? { userId: session.userId, companyIds } : null}
      saveSearch={
        <SaveSearch
          locale={locale}
          // The search as it is (what, where, every filter, the sort), never its page.
          query={{ ...searchWithoutPage(data.state), ...(data.category ? { category: data.category.slug } : {}) }}
          defaultName={data.heading}
          returnPath={`/${locale}${searchPath(catId, data.state)}`}
        />
      }
    />
  );
}
