import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ConsentsReport } from '@/features/consents/server';
import { pageMetadata } from '@/lib/metadata';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'adminConsents', '/admin/consents', { noindex: true });
}

/** SPEC §2 admin view "consents": the versioned consent texts, publishing a new version, who accepted which. */
export default async function AdminConsentsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ConsentsReport locale={locale} searchParams={await searchParams} />;
}
