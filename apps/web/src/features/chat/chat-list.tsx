'use client';

import { type Locale, withLocale } from '@tendero/contracts';
import { buttonClass, cx } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import NextLink from '@/lib/link';
import { ChatAvatar } from './chat-avatar';
import { ChatConnectionStatus } from './chat-connection-status';
import { useChatTime } from './chat-time';
import { useChatStore } from './use-chat-store';

/** The viewer's conversations, newest first: who, their company, the last message, its time, unread. */
export function ChatList({ activeId, provider }: { activeId: string | null; provider: boolean }) {
  const t = useTranslations('chat');
  const locale = useLocale() as Locale;
  const time = useChatTime();
  const chats = useChatStore((state) => state.chatList);
  const loaded = useChatStore((state) => state.chatsLoaded);
  const userId = useChatStore((state) => state.userId);
  const total = useChatStore((state) => state.unread.total);
  const Heading = activeId ? 'h2' : 'h1';

  return (
    <section
      aria-labelledby="chat-list-title"
      className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-3">
        <Heading id="chat-list-title" className="text-lg font-semibold text-slate-900">
          {t('list.title')}
        </Heading>
        {total > 0 ? (
          <span
            className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white"
            data-testid="chat-unread-total"
          >
            {total}
            <span className="sr-only"> {t('list.unread', { count: total })}</span>
          </span>
        ) : null}
        <ChatConnectionStatus className="ml-auto text-slate-500" />
      </div>
      {loaded && chats.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center px-6 py-10 text-center">
          <p className="font-semibold text-slate-900">{t('list.empty')}</p>
          <p className="mt-2 max-w-xs text-sm text-slate-600">
            {provider ? t('list.emptyLeadProvider') : t('list.emptyLead')}
          </p>
          {/* The marketplace is for clients; providers find the people to talk to among inquiries. */}
          <NextLink
            href={withLocale(locale, provider ? '/orders/find' : '/marketplace')}
            className={buttonClass('secondary', 'sm', 'mt-4')}
          >
            {provider ? t('list.emptyActionProvider') : t('list.emptyAction')}
          </NextLink>
        </div>
      ) : (
        <ul className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto">
          {chats.map((chat) => {
            const last = chat.lastMessage;
            const preview = last ? last.text || t('list.attachment') : t('list.noMessages');
            const mine = last !== null && last.senderId === userId;
            const active = chat.id === activeId;
            return (
              <li key={chat.id}>
                <NextLink
                  href={withLocale(locale, `/chat/${chat.id}`)}
                  aria-current={active ? 'page' : undefined}
                  className={cx(
                    'flex items-center gap-3 px-4 py-3 transition-colors hover:bg-slate-50',
                    active && 'bg-brand-50 hover:bg-brand-50',
                  )}
                >
                  <ChatAvatar
                    name={chat.participant.name}
                    image={chat.participant.image}
                    alt={t('conversation.photoAlt', { name: chat.participant.name })}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="flex items-baseline gap-2">
                      <span className="truncate font-semibold text-slate-900">{chat.participant.name}</span>
                      <span className="ml-auto shrink-0 text-xs text-slate-500">
                        {time(last?.createdAt ?? chat.updatedAt)}
                      </span>
                    </span>
                    <span className="block truncate text-xs text-slate-500">
                      {chat.participant.company?.name ?? t(`conversation.roles.${chat.participant.role}`)}
                    </span>
                    <span className="mt-0.5 flex items-center gap-2">
                      <span
                        className={cx(
                          'truncate text-sm',
                          chat.unread > 0 ? 'font-semibold text-slate-900' : 'text-slate-600',
                        )}
                      >
                        {last?.hasAttachment ? (
                          <svg viewBox="0 0 20 20" aria-hidden="true" className="mr-1 inline h-3.5 w-3.5 fill-current">
                            <path d="M13.5 4.5a2.5 2.5 0 0 0-3.54 0L4.7 9.76a4 4 0 0 0 5.66 5.66l4.6-4.6 1.06 1.06-4.6 4.6a5.5 5.5 0 0 1-7.78-7.78l5.26-5.26a4 4 0 0 1 5.66 5.66l-5.07 5.07a2.5 2.5 0 0 1-3.54-3.54l4.6-4.6 1.06 1.06-4.6 4.6a1 1 0 0 0 1.42 1.42l5.07-5.07a2.5 2.5 0 0 0 0-3.54Z" />
                          </svg>
                        ) : null}
                        {mine ? t('list.you', { text: preview }) : preview}
                      </span>
                      {chat.unread > 0 ? (
                        <span
                          className="ml-auto shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white"
                          data-testid="chat-unread"
                        >
                          {chat.unread}
                          <span className="sr-only"> {t('list.unread', { count: chat.unread })}</span>
                        </span>
                      ) : null}
                    </span>
                  </span>
                </NextLink>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
