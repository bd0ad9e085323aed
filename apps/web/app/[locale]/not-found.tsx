import { defaultLocale, type Locale, splitLocale } from '@tendero/contracts';
import { NotFoundView } from '@/features/errors';
import { getPageContext } from '@/lib/page-context';

/**
 * Pages that find their object missing (an unknown blog slug) call notFound(): the answer is HTTP 404.
 * Unknown routes never get here: the catch-all page renders NotFoundView itself, fully server-rendered
 * (Next.js 16 sends notFound() pages as an empty error shell filled in by the browser, vercel/next.js#62228).
 */
export default async function NotFound() {
  const { path } = await getPageContext();
  // Not-found boundaries get no params: the locale comes from the path the gateway resolved.
  const locale: Locale = splitLocale(path)?.locale ?? defaultLocale;
  return <NotFoundView locale={locale} path={path} />;
}
