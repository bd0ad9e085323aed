import 'server-only';
import { type Locale, locales, withLocale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageContext } from './page-context';
import { routeTextsOf } from './route-texts';

/**
 * Title, description, canonical and hreflang links of a page. `path` is locale-less ("/about").
 * Texts default to the route's own (`routes.<id>`).
 */
export async function pageMetadata(
  locale: Locale,
  routeId: string,
  path: string,
  override: {
    title?: string;
    description?: string;
    noindex?: boolean;
    /** The page's path in the other language when it differs (a blog article's own slug). */
    otherPath?: string;
  } = {},
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'routes' });
  const context = await getPageContext();
  const texts = routeTextsOf(routeId);
  const title = override.title ?? t(`${texts}.title`);
  const description = override.description ?? t(`${texts}.description`);
  const pathIn = (l: Locale) => (l === locale ? path : (override.otherPath ?? path));
  const languages: Record<string, string> = Object.fromEntries(locales.map((l) => [l, withLocale(l, pathIn(l))]));
  languages['x-default'] = withLocale('en', pathIn('en'));
  return {
    metadataBase: new URL(context.publicUrl),
    title: routeId === 'home' ? `Tendero · ${title}` : `${title} · Tendero`,
    description,
    alternates: { canonical: withLocale(locale, path), languages },
    openGraph: {
      title,
      description,
      siteName: 'Tendero',
      locale: locale === 'pl' ? 'pl_PL' : 'en_GB',
      type: 'website',
    },
    robots: override.noindex ? { index: false, follow: true } : undefined,
  };
}
