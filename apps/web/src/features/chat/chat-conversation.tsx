'use client';

import { type Locale, withLocale } from '@tendero/contracts';
import { cx } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MeetingsList, ProposeMeetingAction } from '@/features/meetings';
import NextLink from '@/lib/link';
import { ChatAvatar } from './chat-avatar';
import { ChatComposer } from './chat-composer';
import { ChatConnectionStatus } from './chat-connection-status';
import { ChatMessageTranslation } from './chat-message-translation';
import { useChatProvider } from './chat-role';
import { markRoomRead, openRoom, retryMessage } from './chat-socket';
import type { ViewMessage } from './chat-store';
import { useChatTime } from './chat-time';
import { useChatStore } from './use-chat-store';

/**
 * An image of a message. Until it has loaded, a placeholder of a photo's size holds its place (an image
 * without size is an empty bubble); once loaded it shows at its own size and `onLoad` lets the list follow
 * it. When the address changes (the pending copy's local preview → the stored file), the browser keeps
 * showing the loaded picture until the new one is ready, so nothing flickers.
 */
function ChatImage({ url, name, onLoad }: { url: string; name: string; onLoad: () => void }) {
  const t = useTranslations('chat.conversation');
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const loaded = useCallback(() => setState('loaded'), []);
  // An image from the cache may be complete before React listens for its load event.
  const seen = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth > 0) setState('loaded');
  }, []);
  // Once the picture has replaced the placeholder (its real height is in the layout), before it is painted.
  useLayoutEffect(() => {
    if (state === 'loaded') onLoad();
  }, [state, onLoad]);
  if (state === 'failed') {
    return (
      <a href={url} target="_blank" rel="noopener" className="block text-sm underline underline-offset-2">
        {t('imageFailed', { name })}
      </a>
    );
  }
  return (
    <a href={url} target="_blank" rel="noopener" className="relative block">
      {state === 'loading' ? (
        <span
          role="status"
          className="flex h-48 w-64 max-w-full animate-pulse items-center justify-center rounded-lg bg-slate-200 text-xs text-slate-600"
        >
          {t('imageLoading')}
        </span>
      ) : null}
      {/* biome-ignore lint/performance/noImgElement: a private attachment served with the session cookie */}
      <img
        ref={seen}
        src={url}
        alt={t('imageAlt', { name })}
        onLoad={loaded}
        onError={() => setState((current) => (current === 'loaded' ? current : 'failed'))}
        className={cx(
          'max-h-64 max-w-full rounded-lg bg-slate-100 object-contain',
          state === 'loading' && 'pointer-events-none absolute top-0 left-0 h-px w-px opacity-0',
        )}
      />
    </a>
  );
}

function Attachment({ message, mine, onLoad }: { message: ViewMessage; mine: boolean; onLoad: () => void }) {
  const t = useTranslations('chat.conversation');
  const file = message.attachment;
  if (!file) return null;
  if (file.mimeType.startsWith('image/')) return <ChatImage url={file.url} name={file.name} onLoad={onLoad} />;
  return (
    <a
      href={file.url}
      download={file.name}
      className={cx(
        'flex items-center gap-2 rounded-lg px-3 py-2 text-sm underline-offset-2 hover:underline',
        mine ? 'bg-brand-800 text-white' : 'bg-slate-100 text-slate-900',
      )}
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4 shrink-0 fill-current">
        <path d="M5 2h6l4 4v12H5V2Zm6 1.5V7h3.5L11 3.5ZM9 9v4.6l-1.8-1.8-1 1L10 16.6l3.8-3.8-1-1-1.8 1.8V9H9Z" />
      </svg>
      <span className="truncate">{file.name}</span>
      <span className="sr-only">({t('download')})</span>
    </a>
  );
}

/** One conversation: history, read receipts and the composer. Opening it (and new messages while visible) marks it read. */
export function ChatConversation({ roomId }: { roomId: string }) {
  const t = useTranslations('chat.conversation');
  const locale = useLocale() as Locale;
  const time = useChatTime();
  const chat = useChatStore((state) => state.selectedChatData);
  const messages = useChatStore((state) => state.messages);
  const loaded = useChatStore((state) => state.chatsLoaded);
  const missing = useChatStore((state) => state.roomMissing);
  const userId = useChatStore((state) => state.userId);
  const provider = useChatProvider();
  const list = useRef<HTMLOListElement>(null);
  /** Whether the reader is at the newest message: then the list follows what arrives and what loads. */
  const following = useRef(true);

  useEffect(() => {
    // A newly opened room starts at its newest message.
    following.current = true;
    openRoom(roomId);
    const onVisible = () => markRoomRead();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      openRoom(null);
    };
  }, [roomId]);

  const count = messages.length;
  const newest = messages.at(-1);
  const newestKey = newest ? newest.clientMessageId || newest.id : null;
  const newestMine = newest !== undefined && newest.senderId === userId;
  const toEnd = useCallback(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, []);
  const onScroll = useCallback(() => {
    const element = list.current;
    if (element) following.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
  }, []);
  // A new newest message (arrived, or sent here) is scrolled to, unless the reader scrolled up to read.
  useEffect(() => {
    if (newestKey && (following.current || newestMine)) toEnd();
  }, [newestKey, newestMine, toEnd]);
  // An image that finished loading grew the list: keep the newest message in view.
  const onMediaLoad = useCallback(() => {
    if (following.current) toEnd();
  }, [toEnd]);

  const back = (
    <NextLink
      href={withLocale(locale, '/chat')}
      className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
      aria-label={t('back')}
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5 fill-current">
        <path d="M12.7 4.3 7 10l5.7 5.7-1.4 1.4L4.2 10l7.1-7.1 1.4 1.4Z" />
      </svg>
    </NextLink>
  );

  if (missing || (loaded && !chat)) {
    return (
      <section className="flex flex-1 flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <div>{back}</div>
        <ChatConnectionStatus className="mt-2 rounded-md bg-amber-50 px-3 py-1.5 text-amber-900 md:hidden" />
        <div className="m-auto max-w-sm text-center">
          <h1 className="text-lg font-semibold text-slate-900">{missing ? t('missing') : t('loading')}</h1>
          {missing ? <p className="mt-2 text-sm text-slate-600">{t('missingLead')}</p> : null}
        </div>
      </section>
    );
  }

  const otherReadAt = chat?.otherReadAt ?? null;
  // Reps invite clients, managers their own reps (the API has the last word).
  const mayProposeMeeting =
    chat !== null && provider && (chat.participant.role === 'CLIENT' || chat.participant.role === 'SALES_REP');
  const lastMineStored = messages.filter((m) => m.senderId === userId && m.status === 'sent').at(-1);

  return (
    <section
      aria-labelledby="chat-title"
      className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <header className="flex items-center gap-3 border-b border-slate-200 px-3 py-2.5 sm:px-4">
        {back}
        {chat ? (
          <>
            <ChatAvatar
              name={chat.participant.name}
              image={chat.participant.image}
              alt={t('photoAlt', { name: chat.participant.name })}
              small
            />
            <div className="min-w-0">
              <h1 id="chat-title" className="truncate font-semibold text-slate-900">
                {chat.participant.name}
              </h1>
              <p className="truncate text-xs text-slate-500">
                {chat.participant.company
                  ? `${t(`roles.${chat.participant.role}`)} · ${chat.participant.company.name}`
                  : t(`roles.${chat.participant.role}`)}
              </p>
            </div>
          </>
        ) : (
          <h1 id="chat-title" className="text-sm text-slate-500">
            {t('loading')}
          </h1>
        )}
      </header>
      {/* On a phone the conversation list, which says so beside it on a wide screen, is another screen. */}
      <ChatConnectionStatus className="border-b border-amber-200 bg-amber-50 px-3 py-1.5 text-amber-900 sm:px-4 md:hidden" />

      {chat ? (
        <MeetingsList
          userId={chat.participant.id}
          hideWhenEmpty
          compact
          className="max-h-[40dvh] shrink-0 overflow-y-auto border-b border-slate-200 bg-white px-3 py-2 sm:px-4"
        />
      ) : null}

      <ol
        ref={list}
        onScroll={onScroll}
        aria-label={chat ? t('history', { name: chat.participant.name }) : undefined}
        className="min-h-0 flex-1 space-y-3 overflow-y-auto bg-slate-50 px-3 py-4 sm:px-5"
      >
        {chat && count === 0 ? <li className="py-10 text-center text-sm text-slate-500">{t('empty')}</li> : null}
        {messages.map((message) => {
          const mine = message.senderId === userId;
          const read = mine && otherReadAt !== null && otherReadAt >= message.createdAt;
          const status =
            message.status === 'pending'
              ? t('pending')
              : message.status === 'failed'
                ? t('failed')
                : message === lastMineStored
                  ? read
                    ? t('read')
                    : t('sent')
                  : null;
          return (
            <li
              key={message.clientMessageId || message.id}
              className={cx('flex flex-col', mine ? 'items-end' : 'items-start')}
              data-status={message.status}
            >
              <div
                className={cx(
                  'max-w-[85%] space-y-2 rounded-2xl px-3.5 py-2 shadow-sm sm:max-w-[70%]',
                  mine
                    ? 'rounded-br-md bg-brand-700 text-white'
                    : 'rounded-bl-md bg-white text-slate-900 ring-1 ring-slate-200',
                  message.status === 'pending' && 'opacity-70',
                  message.status === 'failed' && 'ring-2 ring-red-400',
                )}
              >
                <span className="sr-only">{mine ? t('you') : chat?.participant.name}: </span>
                <Attachment message={message} mine={mine} onLoad={onMediaLoad} />
                {message.text && !mine && message.status === 'sent' ? (
                  <ChatMessageTranslation messageId={message.id} text={message.text} />
                ) : message.text ? (
                  <p className="text-sm break-words whitespace-pre-wrap">{message.text}</p>
                ) : null}
              </div>
              <p className="mt-1 flex items-center gap-2 px-1 text-xs text-slate-500">
                <time dateTime={message.createdAt}>{time(message.createdAt)}</time>
                {status ? (
                  <span
                    className={cx(message.status === 'failed' && 'font-medium text-red-700')}
                    data-testid="chat-message-status"
                  >
                    {status}
                  </span>
                ) : null}
                {message.status === 'failed' ? (
                  <button
                    type="button"
                    className="font-medium text-brand-700 underline underline-offset-2"
                    onClick={() => retryMessage(message.clientMessageId)}
                  >
                    {t('retry')}
                  </button>
                ) : null}
              </p>
            </li>
          );
        })}
      </ol>

      <ChatComposer
        disabled={!chat}
        actions={
          chat && mayProposeMeeting ? (
            <ProposeMeetingAction
              compact
              variant="ghost"
              attendee={{ userId: chat.participant.id, name: chat.participant.name }}
            />
          ) : null
        }
      />
    </section>
  );
}

/** /chat on a wide screen: the conversation pane before one is chosen. */
export function ChatPlaceholder() {
  const t = useTranslations('chat.conversation');
  return (
    <div className="flex flex-1 flex-col items-center justify-center rounded-2xl border border-dashed border-slate-300 bg-white/60 p-8 text-center">
      <svg viewBox="0 0 20 20" aria-hidden="true" className="h-10 w-10 fill-brand-200">
        <path d="M2 5a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3v6a3 3 0 0 1-3 3H9l-4 4v-4a3 3 0 0 1-3-3V5Z" />
      </svg>
      <p className="mt-3 font-semibold text-slate-900">{t('select')}</p>
      <p className="mt-1 max-w-xs text-sm text-slate-600">{t('selectLead')}</p>
    </div>
  );
}
