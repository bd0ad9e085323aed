'use client';

import { cx } from '@tendero/ui';
import { useTranslations } from 'next-intl';
import { useChatStore } from './use-chat-store';

/**
 * The chat's connection line: "Offline. Reconnecting…" while the socket cannot reach the server, and
 * "Connecting…" before the first list has come. Nothing while connected.
 */
export function ChatConnectionStatus({ className }: { className?: string }) {
  const t = useTranslations('chat.list');
  const connection = useChatStore((state) => state.connection);
  const loaded = useChatStore((state) => state.chatsLoaded);
  if (!(connection === 'offline' || (connection === 'connecting' && !loaded))) return null;
  return (
    <p role="status" className={cx('text-xs', className)}>
      {connection === 'offline' ? t('offline') : t('connecting')}
    </p>
  );
}
