import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { PremiumReportView } from '@/features/billing/server';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'adminPremium', '/admin/premium', { noindex: true });
}

/** SPEC §2 admin view "premium reports", with the hand grant of SPEC §7 `PUT /companies/premium`. */
export default async function AdminPremiumPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <PremiumReportView locale={locale} />;
}
