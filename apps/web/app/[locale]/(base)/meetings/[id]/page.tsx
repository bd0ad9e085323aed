import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { MeetingInvitation } from '@/features/meetings';
import { ClientMessages } from '@/lib/client-messages';
import { pageMetadata } from '@/lib/metadata';

type Props = {
  params: Promise<{ locale: Locale; id: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  return pageMetadata(locale, 'meeting', `/meetings/${encodeURIComponent(id)}`, { noindex: true });
}

/**
 * /meetings/{id}?token=…: a meeting invitation. The e-mail's link carries the token, so the attendee
 * answers with one click without signing in; the browser asks the API, which checks the token.
 */
export default async function MeetingPage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  const { token } = await searchParams;
  setRequestLocale(locale);
  return (
    <ClientMessages locale={locale} namespaces={['meetings']}>
      <MeetingInvitation meetingId={decodeURIComponent(id)} token={typeof token === 'string' ? token : undefined} />
    </ClientMessages>
  );
}
