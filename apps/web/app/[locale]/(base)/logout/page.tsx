import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { LogoutRunner } from '@/features/accounts';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'logout', '/logout', { noindex: true });
}

export default async function LogoutPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <LogoutRunner />;
}
