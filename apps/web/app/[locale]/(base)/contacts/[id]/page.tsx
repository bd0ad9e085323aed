import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ContactDetail } from '@/features/contacts/server';
import { MeetingsList, ProposeMeetingAction } from '@/features/meetings';
import { ClientMessages } from '@/lib/client-messages';
import { pageMetadata } from '@/lib/metadata';
import { getPageContext } from '@/lib/page-context';

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  return pageMetadata(locale, 'contact', `/contacts/${encodeURIComponent(id)}`, { noindex: true });
}

/**
 * SPEC §2 /contacts/{id}: one of the signed-in person's contacts (another's is not found: HTTP 404), with
 * the 1:1 meetings with them; reps and managers may propose one from here.
 */
export default async function ContactRoute({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const { session } = await getPageContext();
  const proposes = session?.role === 'SALES_REP' || session?.role === 'MANAGER';
  const detail = await ContactDetail({
    locale,
    contactId: id,
    actions: proposes
      ? (contact) => (
          <ProposeMeetingAction
            attendee={{ contactId: contact.id, userId: contact.personId ?? undefined, name: contact.name }}
          />
        )
      : undefined,
    related: (contact) =>
      contact.personId ? (
        <MeetingsList userId={contact.personId} hideWhenEmpty />
      ) : (
        <MeetingsList contactId={contact.id} hideWhenEmpty />
      ),
  });
  if (!detail) notFound();
  return (
    <ClientMessages locale={locale} namespaces={['contacts', 'meetings', 'accounts']}>
      {detail}
    </ClientMessages>
  );
}
