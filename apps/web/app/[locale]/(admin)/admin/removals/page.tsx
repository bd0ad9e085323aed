import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { RemovalsReport } from '@/features/moderation/server';
import { pageMetadata } from '@/lib/metadata';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'adminRemovals', '/admin/removals', { noindex: true });
}

/** SPEC §1 "administrators can remove content": what was removed, why, and Restore within 30 days. */
export default async function AdminRemovalsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <RemovalsReport locale={locale} searchParams={await searchParams} />;
}
