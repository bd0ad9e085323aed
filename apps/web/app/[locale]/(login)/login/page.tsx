import { type Locale, providersEndpoints } from '@tendero/contracts';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LoginPanel } from '@/features/accounts';
import { PasskeySignIn } from '@/features/passkeys';
import { ProviderButtons } from '@/features/providers';
import { ClientMessages, sharedClientNamespaces } from '@/lib/client-messages';
import { pageMetadata } from '@/lib/metadata';
import { getPageContext } from '@/lib/page-context';
import { serverApi } from '@/lib/server-api';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ tab?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'login', '/login');
}

export default async function LoginPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { tab } = await searchParams;
  const { phoneGeolocationUrl, mode } = await getPageContext();
  const t = await getTranslations({ locale, namespace: 'accounts.demo' });
  const offered = await serverApi(providersEndpoints.list, { locale });
  return (
    <>
      {/* The sign-in form's further steps speak `secondFactor` (a second factor) and `devices` (the e-mailed step-up code). */}
      <ClientMessages locale={locale} namespaces={[...sharedClientNamespaces, 'secondFactor', 'devices']}>
        <LoginPanel
          initialTab={tab === 'register' ? 'register' : 'signIn'}
          phoneGeolocationUrl={phoneGeolocationUrl}
          otherWays={
            <ClientMessages locale={locale} namespaces={['passkeys', 'accounts']}>
              <PasskeySignIn />
            </ClientMessages>
          }
          alternatives={
            // Only the buttons get the providers' texts; the panel keeps the page's own.
            <ClientMessages locale={locale} namespaces={['providers']}>
              <ProviderButtons providers={offered?.providers ?? []} />
            </ClientMessages>
          }
        />
      </ClientMessages>
      {mode === 'demo' ? (
        <aside className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-semibold">{t('title')}</p>
          <p className="mt-1">{t('body', { password: 'Tendero!2026' })}</p>
        </aside>
      ) : null}
    </>
  );
}
