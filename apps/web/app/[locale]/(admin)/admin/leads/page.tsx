import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { PlatformLeadsReport } from '@/features/platform-leads/server';
import { pageMetadata } from '@/lib/metadata';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'adminLeads', '/admin/leads', { noindex: true });
}

/** SPEC §2 admin view "leads": platform-wide inquiry and offer figures over a chosen period. */
export default async function AdminLeadsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <PlatformLeadsReport locale={locale} searchParams={await searchParams} />;
}
