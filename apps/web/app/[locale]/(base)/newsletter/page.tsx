import { type Locale, newsletterEndpoints } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NewsletterList } from '@/features/newsletter/server';
import { pageMetadata } from '@/lib/metadata';
import { serverApi } from '@/lib/server-api';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'newsletter', '/newsletter', { noindex: true });
}

/** Reps' and managers' sent newsletters with their counts (the route table admits only them). */
export default async function NewsletterPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const list = await serverApi(newsletterEndpoints.list, { locale });
  return <NewsletterList locale={locale} items={list?.items ?? []} />;
}
