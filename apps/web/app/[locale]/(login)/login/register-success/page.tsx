import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { RegisteredNotice } from '@/features/accounts/server';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'loginRegisterSuccess', '/login/register-success', { noindex: true });
}

export default async function RegisteredPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <RegisteredNotice locale={locale} kind="client" />;
}
