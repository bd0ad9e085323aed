import type { LayoutName, Locale, Viewer } from '@tendero/contracts';
import { Container, cx } from '@tendero/ui';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getPageContext } from '@/lib/page-context';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The layouts of SPEC §2 as one component: a route group's layout.tsx (or the not-yet-built page) renders
 * the frame named by the route table. The header's menu depends on the viewer's role.
 */
export async function LayoutFrame({
  name,
  locale,
  children,
}: {
  name: LayoutName;
  locale: Locale;
  children: ReactNode;
}) {
  const context = await getPageContext();
  const viewer: Viewer = context.session?.role ?? 'ANONYMOUS';
  const t = await getTranslations({ locale, namespace: 'common' });

  const skip = (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-800 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
    >
      {t('skipToContent')}
    </a>
  );
  const header = <SiteHeader layout={name} locale={locale} viewer={viewer} userId={context.session?.userId ?? null} />;

  switch (name) {
    case 'landing':
      return (
        <div className="flex min-h-screen flex-col bg-white">
          {skip}
          {header}
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter locale={locale} />
        </div>
      );
    case 'login':
    case 'error':
      return (
        <div
          className={cx(
            'flex min-h-screen flex-col',
            name === 'login' ? 'bg-gradient-to-b from-brand-50 to-slate-50' : 'bg-slate-50',
          )}
        >
          {skip}
          {header}
          <main id="main" className="flex flex-1 items-start justify-center px-4 py-12 sm:py-20">
            <div className="w-full max-w-lg">{children}</div>
          </main>
          <SiteFooter locale={locale} compact />
        </div>
      );
    case 'chat':
    case 'chat-ai':
      return (
        // The rest of the screen below the demo banner (the body is a column of the screen's height then).
        <div data-fill-screen className="flex min-h-0 flex-1 flex-col bg-slate-50">
          {skip}
          {header}
          <main id="main" className="flex min-h-0 flex-1">
            <Container className="flex min-h-0 flex-1 py-4">{children}</Container>
          </main>
        </div>
      );
    default:
      // base, client, sales-rep, manager, admin
      return (
        <div className="flex min-h-screen flex-col bg-slate-50">
          {skip}
          {header}
          <main id="main" className="flex-1 py-8 sm:py-12">
            <Container>{children}</Container>
          </main>
          <SiteFooter locale={locale} compact={name !== 'base'} />
        </div>
      );
  }
}

/** What a route group's layout.tsx renders: the frame of its layout, in the locale of the URL. */
export async function GroupLayoutFrame({
  name,
  children,
  params,
}: {
  name: LayoutName;
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  // The root layout (app/[locale]/layout.tsx) answers 404 for any other locale before a group renders.
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return (
    <LayoutFrame name={name} locale={locale}>
      {children}
    </LayoutFrame>
  );
}
