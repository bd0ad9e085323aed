import type { Locale } from '@tendero/contracts';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ChatPlaceholder } from '@/features/chat';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, 'chatList', '/chat', { noindex: true });
}

/** /chat: the list (in the layout); on a wide screen this pane asks to choose a conversation. */
export default async function ChatListPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ChatPlaceholder />;
}
