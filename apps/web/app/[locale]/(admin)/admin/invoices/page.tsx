import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { InvoicesReport } from '@/features/ksef/server';
import { pageMetadata } from '@/lib/metadata';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'adminInvoices', '/admin/invoices', { noindex: true });
}

/** Issue 38: every invoice and its way to KSeF (waiting, sent, accepted with its number, rejected with the reason). */
export default async function AdminInvoicesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <InvoicesReport locale={locale} searchParams={await searchParams} />;
}
