import '../globals.css';
import { policyCookieName } from '@tendero/contracts';
import { getMessages } from '@tendero/i18n';
import type { Viewport } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SessionWatcher } from '../../src/features/accounts/session-watcher';
import { CookieConsent } from '../../src/features/cookies/cookie-consent';
import { DemoBanner } from '../../src/features/layout/demo-banner';
import { routing } from '../../src/i18n/routing';
import { ApiErrorTexts } from '../../src/lib/api-error-texts';
import { AppToaster } from '../../src/lib/app-toaster';
import { FlashToasts } from '../../src/lib/flash-toast';
import { getPageContext } from '../../src/lib/page-context';

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0a6760' };

/** Namespaces the browser needs (client components); page texts stay on the server. */
const clientNamespaces = [
  'common',
  'errors',
  'validation',
  'support',
  'legal',
  'accounts',
  'settings',
  'files',
  'companies',
  'profiles',
  'marketplace',
  'reviews',
  'admin',
] as const;

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
  const all = getMessages(locale);
  const messages = Object.fromEntries(clientNamespaces.map((ns) => [ns, all[ns]]));

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
