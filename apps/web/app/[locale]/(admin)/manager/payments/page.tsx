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
  return pageMetadata(locale, 'managerPayments', '/manager/payments', { noindex: true });
}

/**
 * SPEC §2 lists /manager/payments as an Admin page despite its path (a manager's own payments are on the
 * subscription tab): the same report as /admin/payments.
 */
export default async function ManagerPaymentsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <PaymentsReport locale={locale} path="/manager/payments" searchParams={await searchParams} />;
}
