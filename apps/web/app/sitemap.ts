import { locales, routeTable, withLocale } from '@tendero/contracts';
import type { MetadataRoute } from 'next';
import { listArticles } from '../src/features/content/markdown';
import { getPageContext } from '../src/lib/page-context';

/** Every indexable page of the route table and every blog article, in both languages with hreflang. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { publicUrl } = await getPageContext();
  const entry = (path: string, lastModified?: string): MetadataRoute.Sitemap => {
    const languages = Object.fromEntries(locales.map((l) => [l, `${publicUrl}${withLocale(l, path)}`]));
    return locales.map((locale) => ({
      url: `${publicUrl}${withLocale(locale, path)}`,
      lastModified,
      alternates: { languages },
    }));
  };
  const pages = routeTable.filter((route) => route.indexable).flatMap((route) => entry(route.pattern));
  const articles = listArticles('en').flatMap((article) => entry(`/blog/${article.slug}`, article.date));
  return [...pages, ...articles];
}
