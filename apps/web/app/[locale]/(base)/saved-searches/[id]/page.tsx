import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { SavedSearchOpenPage } from '@/features/saved-searches/server';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  return pageMetadata(locale, 'savedSearchOpen', `/saved-searches/${id}`, { noindex: true });
}

/** A saved search's own address (its alert e-mail links here): opens its results. */
export default async function OpenSavedSearchPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  return <SavedSearchOpenPage locale={locale} id={id} />;
}
