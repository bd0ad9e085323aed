import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ActivateAccount } from '@/features/accounts';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ token?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'activateAccount', '/activate-account', { noindex: true });
}

export default async function ActivatePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { token } = await searchParams;
  return <ActivateAccount token={typeof token === 'string' && token.length > 0 ? token : null} />;
}
