import '../globals.css';
import { matchRoute, policyCookieName, splitLocale } from '@tendero/contracts';
import type { Viewport } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SessionWatcher } from '@/features/accounts';
import { CookieConsent } from '@/features/cookies';
import { DemoBanner } from '@/features/layout/server';
import { getCompiledMessages } from '@/i18n/compiled-messages';
import { routing } from '@/i18n/routing';
import { ApiErrorTexts } from '@/lib/api-error-texts';
import { AppToaster } from '@/lib/app-toaster';
import { sharedClientNamespaces } from '@/lib/client-messages';
import { FlashToasts } from '@/lib/flash-toast';
import { getPageContext } from '@/lib/page-context';

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0a6760' };

/** What the cookie banner, toasts, error texts, header and legal texts' cookie settings of the landing pages use. */
const landingNamespaces = ['common', 'errors', 'validation', 'legal'] as const;

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
  const all = getCompiledMessages(locale);
  // Landing, about, blog and legal pages have no forms: their browser needs only the shared texts.
  const landing = matchRoute(splitLocale(context.path)?.path ?? context.path)?.route.layout === 'landing';
  const messages = Object.fromEntries(
    (landing ? landingNamespaces : sharedClientNamespaces).map((ns) => [ns, all[ns]]),
  );

  return (
    <html lang={locale}>
      <body className="min-h-screen">
        <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Warsaw">
          {context.mode === 'demo' ? <DemoBanner locale={locale} /> : null}
          {children}
          <CookieConsent initiallyOpen={!hasConsent} />
          <FlashToasts />
          {context.session ? <SessionWatcher locale={locale} /> : null}
          <ApiErrorTexts />
          <AppToaster />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
