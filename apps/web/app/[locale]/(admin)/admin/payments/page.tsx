import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { PaymentsReport } from '@/features/billing/server';
import { pageMetadata } from '@/lib/metadata';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'adminPayments', '/admin/payments', { noindex: true });
}

/** SPEC §2 admin view "payments": every Premium payment, filtered by the URL, and its CSV. */
export default async function AdminPaymentsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <PaymentsReport locale={locale} path="/admin/payments" searchParams={await searchParams} />;
}
