'use client';

import type { Locale } from '@tendero/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useChatStore } from './use-chat-store';

/**
 * The unread count beside the menu's "Chat" item for a signed-in talker (client, rep, manager). Rendering
 * it connects the chat socket (SPEC §4: once the user id is known), which keeps the count live; the socket
 * client loads then, so visitors' pages do not carry it.
 * Needs the `chat` message namespace on the client.
 */
export function ChatUnreadBadge({ userId }: { userId: string }) {
  const t = useTranslations('chat.menu');
  const locale = useLocale() as Locale;
  const total = useChatStore((state) => state.unread.total);
  useEffect(() => {
    void import('./chat-socket').then(({ connectChat }) => connectChat(userId, locale));
  }, [userId, locale]);
  if (total === 0) return null;
  return (
    <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white">
      <span aria-hidden="true">{total > 99 ? '99+' : total}</span>
      <span className="sr-only">{t('unread', { count: total })}</span>
    </span>
  );
}
