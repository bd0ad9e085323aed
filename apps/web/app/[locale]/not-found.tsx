import type { Locale } from '@tendero/contracts';
import { getLocale } from 'next-intl/server';
import { NotFoundView, notFoundTitle } from '../../src/features/errors/not-found-view';
import { getPageContext } from '../../src/lib/page-context';

/**
 * Pages that find their object missing (an unknown blog slug) call notFound(): the answer is HTTP 404.
 * Unknown routes never get here: the catch-all page renders NotFoundView itself, fully server-rendered
 * (Next.js 16 sends notFound() pages as an empty error shell filled in by the browser, vercel/next.js#62228).
 */
export default async function NotFound() {
  const locale = (await getLocale()) as Locale;
  const { path } = await getPageContext();
  return (
    <>
      <title>{await notFoundTitle(locale, path)}</title>
      <meta name="robots" content="noindex" />
      <NotFoundView locale={locale} path={path} />
    </>
  );
}
