import '../globals.css';
import { matchRoute, policyCookieName, splitLocale } from '@tendero/contracts';
import type { Viewport } from 'next';
import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SessionWatcher } from '@/features/accounts';
import { CookieConsent } from '@/features/cookies';
import { DemoBanner } from '@/features/layout/server';
import { routing } from '@/i18n/routing';
import { ApiErrorTexts } from '@/lib/api-error-texts';
import { AppToaster } from '@/lib/app-toaster';
import { ClientMessages, clientNamespacesByRoute, sharedClientNamespaces } from '@/lib/client-messages';
import { EarlyPressScript, nonceOf } from '@/lib/early-press';
import { FlashToasts } from '@/lib/flash-toast';
import { HydrationMark } from '@/lib/hydration-mark';
import { getPageContext } from '@/lib/page-context';
import { ServiceWorkerScript } from '@/lib/service-worker-script';

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0a6760' };

/**
 * Landing, about, blog and legal pages: besides the texts every page gets (common, errors, validation: the
 * cookie banner, toasts, error texts, header), the legal texts' cookie settings.
 */
const landingNamespaces = ['legal'] as const;

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const context = await getPageContext();
  const hasConsent = (await cookies()).has(policyCookieName);
  const nonce = nonceOf((await headers()).get('content-security-policy'));
  // Landing, about, blog and legal pages have no forms: their browser needs only the shared texts.
  const route = matchRoute(splitLocale(context.path)?.path ?? context.path)?.route;
  const namespaces =
    route?.layout === 'landing'
      ? landingNamespaces
      : ((route && clientNamespacesByRoute[route.id]) ?? sharedClientNamespaces);

  return (
    <html lang={locale}>
      {/* A column, so a layout that fills the screen (the chat's) takes what the demo banner leaves. */}
      <body className="flex min-h-screen flex-col has-[[data-fill-screen]]:h-dvh">
        {/* The installable app (issue 40): React puts these links in the head. */}
        <link rel="manifest" href={`/${locale}/manifest.webmanifest`} />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        <EarlyPressScript nonce={nonce} />
        <ClientMessages locale={locale} namespaces={namespaces}>
          {context.mode === 'demo' ? <DemoBanner locale={locale} /> : null}
          {children}
          <CookieConsent initiallyOpen={!hasConsent} />
          <FlashToasts />
          {context.session ? <SessionWatcher locale={locale} /> : null}
          <ApiErrorTexts />
          <AppToaster />
          <HydrationMark />
          <ServiceWorkerScript nonce={nonce} />
        </ClientMessages>
      </body>
    </html>
  );
}
