'use client';

import type { Locale } from '@tendero/contracts';
import { cx } from '@tendero/ui';
import { useParams } from 'next/navigation';
import { useLocale } from 'next-intl';
import { type ReactNode, useEffect } from 'react';
import { ChatList } from './chat-list';
import { ChatProviderContext } from './chat-role';
import { connectChat } from './chat-socket';

/**
 * The chat layout's body: the conversation list beside the open conversation on wide screens; on a
 * phone the list and the conversation are separate screens (the URL says which one is shown).
 */
export function ChatShell({
  userId,
  provider,
  children,
}: {
  userId: string;
  /** A manager or a sales rep: their way to a first conversation is an inquiry, not the marketplace. */
  provider: boolean;
  children: ReactNode;
}) {
  const locale = useLocale() as Locale;
  const params = useParams<{ id?: string }>();
  const roomId = typeof params.id === 'string' ? params.id : null;

  useEffect(() => {
    connectChat(userId, locale);
  }, [userId, locale]);

  return (
    <div className="flex min-h-0 min-w-0 flex-1 gap-4">
      <div className={cx('min-h-0 w-full flex-col md:flex md:w-80 md:shrink-0 lg:w-96', roomId ? 'hidden' : 'flex')}>
        <ChatList activeId={roomId} provider={provider} />
      </div>
      <div className={cx('min-h-0 min-w-0 flex-1 flex-col md:flex', roomId ? 'flex' : 'hidden')}>
        <ChatProviderContext value={provider}>{children}</ChatProviderContext>
      </div>
    </div>
  );
}
