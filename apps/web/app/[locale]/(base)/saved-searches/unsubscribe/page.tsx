import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { SavedSearchUnsubscribePage } from '@/features/saved-searches/server';
import { pageMetadata } from '@/lib/metadata';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'savedSearchUnsubscribe', '/saved-searches/unsubscribe', { noindex: true });
}

/** The one-click unsubscribe of one saved search's alerts (no sign-in: the link is signed). */
export default async function SavedSearchUnsubscribe({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const text = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');
  return <SavedSearchUnsubscribePage locale={locale} id={text(query.id)} sig={text(query.sig)} />;
}
