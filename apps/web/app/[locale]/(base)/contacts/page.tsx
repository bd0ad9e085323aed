import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ContactsPage } from '@/features/contacts/server';
import { ClientMessages } from '@/lib/client-messages';
import { pageMetadata } from '@/lib/metadata';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'contacts', '/contacts', { noindex: true });
}

/** SPEC §2 /contacts (sales reps, clients, managers): the signed-in person's own contacts. */
export default async function ContactsRoute({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <ClientMessages locale={locale} namespaces={['contacts', 'accounts']}>
      <ContactsPage locale={locale} searchParams={await searchParams} />
    </ClientMessages>
  );
}
