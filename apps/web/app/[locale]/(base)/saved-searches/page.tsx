import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { SavedSearchesPage } from '@/features/saved-searches/server';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'savedSearches', '/saved-searches', { noindex: true });
}

/** "My saved searches" (issue 40): every signed-in role. */
export default async function MySavedSearchesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <SavedSearchesPage locale={locale} />;
}
