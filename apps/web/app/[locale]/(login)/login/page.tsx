import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { LoginPanel } from '../../../../src/features/accounts/login-panel';
import { pageMetadata } from '../../../../src/lib/metadata';
import { getPageContext } from '../../../../src/lib/page-context';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ tab?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'login', '/login');
}

export default async function LoginPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { tab } = await searchParams;
  const { phoneGeolocationUrl } = await getPageContext();
  return (
    <LoginPanel initialTab={tab === 'register' ? 'register' : 'signIn'} phoneGeolocationUrl={phoneGeolocationUrl} />
  );
}
