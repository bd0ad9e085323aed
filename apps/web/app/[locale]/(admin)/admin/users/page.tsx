import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { UsersReport } from '@/features/admin/server';
import { pageMetadata } from '@/lib/metadata';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'adminUsers', '/admin/users', { noindex: true });
}

/** SPEC §2 admin view "all new users": every account newest first, filtered by the URL, blocked and unblocked here. */
export default async function AdminUsersPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <UsersReport locale={locale} searchParams={await searchParams} />;
}
