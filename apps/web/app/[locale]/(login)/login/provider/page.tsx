import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ProviderCallback } from '@/features/providers';
import { ClientMessages } from '@/lib/client-messages';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'loginProvider', '/login/provider', { noindex: true });
}

/** Where Google and Microsoft send the person back (the redirect URI registered with them). */
export default async function ProviderReturnPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <ClientMessages locale={locale} namespaces={['accounts', 'providers', 'secondFactor']}>
      <ProviderCallback />
    </ClientMessages>
  );
}
