import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ActivityReport } from '@/features/admin/server';
import { pageMetadata } from '@/lib/metadata';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'adminActivity', '/admin/activity', { noindex: true });
}

/** SPEC §1 "monitor activity": the append-only log of sign-ins and admin actions, filtered by the URL. */
export default async function AdminActivityPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ActivityReport locale={locale} searchParams={await searchParams} />;
}
