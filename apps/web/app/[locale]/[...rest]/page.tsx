import { type Locale, matchRoute } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundView } from '@/features/errors';
import { LayoutFrame } from '@/features/layout/server';
import { UpcomingPage } from '@/features/upcoming';
import { pageMetadata } from '@/lib/metadata';
import { getPageContext } from '@/lib/page-context';

type Props = { params: Promise<{ locale: Locale; rest: string[] }> };

function pathOfRest(rest: string[]): string {
  return `/${rest.map((segment) => decodeURIComponent(segment)).join('/')}`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, rest } = await params;
  const path = pathOfRest(rest);
  const match = matchRoute(path);
  if (match) return pageMetadata(locale, match.route.id, path, { noindex: true });
  // The 404 view renders its own <title> (metadata would stream it in after the first chunk).
  return { robots: { index: false, follow: false } };
}

/**
 * Routes of the route table without a page of their own yet render the honest "not available yet" page
 * in the layout the table names. Every other path is the 404 page; the page gateway, which decided that
 * the route is unknown, answers it with HTTP 404. A capability that lands adds its page file in the
 * matching route group, which takes precedence over this catch-all.
 */
export default async function RestPage({ params }: Props) {
  const { locale, rest } = await params;
  setRequestLocale(locale);
  const match = matchRoute(pathOfRest(rest));
  if (!match) {
    const context = await getPageContext();
    return <NotFoundView locale={locale} path={context.path} />;
  }
  return (
    <LayoutFrame name={match.route.layout} locale={locale}>
      <UpcomingPage locale={locale} routeId={match.route.id} />
    </LayoutFrame>
  );
}
