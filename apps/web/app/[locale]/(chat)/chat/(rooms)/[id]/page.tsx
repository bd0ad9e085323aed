import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ChatConversation } from '@/features/chat';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  return pageMetadata(locale, 'chatConversation', `/chat/${encodeURIComponent(id)}`, { noindex: true });
}

/** /chat/{id}: one conversation; its messages come over the chat socket (only participants get them). */
export default async function ChatConversationPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  return <ChatConversation roomId={decodeURIComponent(id)} />;
}
