'use client';

import {
  type AssistantConversation,
  type AssistantConversationDetail,
  type AssistantStatus,
  assistantEndpoints,
  type Locale,
} from '@tendero/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { AssistantComposer } from './assistant-composer';
import { AssistantHeader } from './assistant-header';
import { AssistantList, AssistantListSelect } from './assistant-list';
import { AssistantLog } from './assistant-log';
import { RemoveConversationDialog } from './remove-conversation-dialog';
import { useAssistantAsk } from './use-assistant-ask';

/** Puts the open conversation in the address (?c=…), so a reload opens it again; a filled-in question is used. */
function showInAddress(id: string | null) {
  const url = new URL(window.location.href);
  if (id) url.searchParams.set('c', id);
  else url.searchParams.delete('c');
  url.searchParams.delete('ask');
  window.history.replaceState(window.history.state, '', url);
}

/**
 * /chat/ai: the conversations beside the open one (a select on phones), the answer streamed as it is
 * written, Stop, Retry and Copy. A conversation is created by its first question.
 */
export function AssistantPage({
  status,
  initialConversations,
  initialConversation,
  initialQuestion = '',
}: {
  status: AssistantStatus;
  initialConversations: AssistantConversation[];
  initialConversation: AssistantConversationDetail | null;
  /** A question filled in by a link (?ask=), for the asker to send or change. */
  initialQuestion?: string;
}) {
  const t = useTranslations('assistantPage');
  const locale = useLocale() as Locale;
  const [conversations, setConversations] = useState(initialConversations);
  const [active, setActive] = useState<AssistantConversationDetail | null>(initialConversation);
  const [removing, setRemoving] = useState<AssistantConversation | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  // Follow the answer as it grows while the reader stays at the end; one who scrolled up is left there.
  const atEnd = useRef(true);
  const { asking, text, setText, error, setError, ask, stop } = useAssistantAsk({
    locale,
    activeId: active?.id ?? null,
    initialQuestion,
    atEnd,
    start: async () => {
      const created = await apiRequest(assistantEndpoints.start, { locale });
      setActive({ ...created, messages: [] });
      setConversations((list) => [created, ...list]);
      showInAddress(created.id);
      return created.id;
    },
    append: (conversationId, message) =>
      setActive((current) =>
        current?.id === conversationId ? { ...current, messages: [...current.messages, message] } : current,
      ),
    onSettled: () => void refreshList(),
  });
  const messageCount = active?.messages.length ?? 0;
  const liveLength = asking ? asking.answer.text.length + asking.answer.parts.length : -1;
  useEffect(() => {
    const box = log.current;
    if (box && atEnd.current && messageCount + liveLength >= -1) box.scrollTop = box.scrollHeight;
  }, [messageCount, liveLength]);
  const onScroll = () => {
    const box = log.current;
    if (box) atEnd.current = box.scrollHeight - box.scrollTop - box.clientHeight < 80;
  };

  // A question filled in by a link waits in the box, ready to send.
  useEffect(() => {
    if (initialQuestion) input.current?.focus();
  }, [initialQuestion]);

  const refreshList = async () => {
    try {
      const list = await apiRequest(assistantEndpoints.conversations, { locale });
      setConversations(list.items);
    } catch {
      // The list stays as it was; the conversation itself is up to date.
    }
  };

  const open = async (id: string | null) => {
    stop();
    setError(null);
    if (id === null) {
      setActive(null);
      showInAddress(null);
      input.current?.focus();
      return;
    }
    try {
      const detail = await apiRequest(assistantEndpoints.conversation, { params: { conversationId: id }, locale });
      atEnd.current = true;
      setActive(detail);
      showInAddress(id);
    } catch (failure) {
      toast.error(describeApiError(failure, t('errors.network')));
    }
  };

  const removed = (id: string) => {
    setConversations((list) => list.filter((item) => item.id !== id));
    if (active?.id === id) {
      stop();
      setActive(null);
      showInAddress(null);
    }
  };

  const listProps = {
    conversations,
    activeId: active?.id ?? null,
    onOpen: (id: string | null) => void open(id),
    onDelete: setRemoving,
  };

  return (
    <div className="flex min-h-0 min-w-0 flex-1 flex-col gap-3">
      <AssistantHeader status={status} />
      <div className="md:hidden">
        <AssistantListSelect {...listProps} />
      </div>
      <div className="flex min-h-0 min-w-0 flex-1 gap-4">
        <div className="hidden min-h-0 w-72 shrink-0 flex-col md:flex lg:w-80">
          <AssistantList {...listProps} />
        </div>
        <section
          aria-label={t('title')}
          className="flex min-h-0 min-w-0 flex-1 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-slate-50 shadow-sm"
        >
          <AssistantLog
            messages={active?.messages ?? []}
            asking={asking}
            logRef={log}
            onScroll={onScroll}
            onRetry={(question) => void ask(question)}
          />
          {error ? (
            <p
              role="alert"
              className="border-t border-red-200 bg-red-50 px-4 py-2 text-sm whitespace-pre-line text-red-800"
            >
              {error}
            </p>
          ) : null}
          <AssistantComposer
            text={text}
            onText={setText}
            onSend={() => void ask(text)}
            onStop={stop}
            answering={asking !== null}
            inputRef={input}
          />
        </section>
      </div>
      <RemoveConversationDialog conversation={removing} onRemoved={removed} onClose={() => setRemoving(null)} />
    </div>
  );
}
