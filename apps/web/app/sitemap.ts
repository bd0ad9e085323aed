import { type Locale, locales, marketplaceEndpoints, routeTable, withLocale } from '@tendero/contracts';
import type { MetadataRoute } from 'next';
import { listArticles } from '@/features/content';
import { getPageContext } from '@/lib/page-context';
import { serverApi } from '@/lib/server-api';

/**
 * Every indexable page of the route table, every blog article and every listed (verified) company, in both
 * languages with hreflang.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { publicUrl } = await getPageContext();
  /** One page in both languages; `paths` when its address differs per language (blog articles). */
  const entry = (path: string, lastModified?: string, paths?: Record<Locale, string>): MetadataRoute.Sitemap => {
    const pathIn = (l: Locale) => paths?.[l] ?? path;
    const languages = Object.fromEntries(locales.map((l) => [l, `${publicUrl}${withLocale(l, pathIn(l))}`]));
    return locales.map((locale) => ({
      url: `${publicUrl}${withLocale(locale, pathIn(locale))}`,
      lastModified,
      alternates: { languages },
    }));
  };
  const pages = routeTable.filter((route) => route.indexable).flatMap((route) => entry(route.pattern));
  const articles = listArticles('en').flatMap((article) =>
    entry(`/blog/${article.slug}`, article.date, {
      en: `/blog/${article.slug}`,
      pl: `/blog/${article.twin ?? article.slug}`,
    }),
  );
  const listed = await serverApi(marketplaceEndpoints.listed, { locale: 'en' });
  const companies = (listed?.items ?? []).flatMap((company) =>
    entry(`/marketplace/company/${encodeURIComponent(company.id)}`, company.updatedAt),
  );
  return [...pages, ...articles, ...companies];
}
