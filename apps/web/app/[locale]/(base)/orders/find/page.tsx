import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { findPath, isFiltered } from '@/features/inquiries';
import { FindInquiriesPage, loadFindPage } from '@/features/inquiries/server';
import { pageMetadata } from '@/lib/metadata';
import { getPageContext } from '@/lib/page-context';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const data = await loadFindPage(locale, await searchParams);
  if (data.kind !== 'page') return { robots: { index: false, follow: true } };
  // The unfiltered list is the page; filtered and later pages are thin variations of it.
  return pageMetadata(locale, 'ordersFind', findPath(data.state), { noindex: isFiltered(data.state) });
}

/** Open inquiries for providers (SPEC §2 /orders/find, public, base layout). */
export default async function OrdersFindPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const data = await loadFindPage(locale, await searchParams);
  if (data.kind === 'redirect') redirect(`/${locale}${data.path}`);
  const { session } = await getPageContext();
  return (
    <FindInquiriesPage
      locale={locale}
      state={data.state}
      catalog={data.catalog}
      places={data.places}
      result={data.result}
      role={session?.role ?? null}
    />
  );
}
