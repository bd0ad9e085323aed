'use client';

import {
  type AssistantConversation,
  type AssistantConversationDetail,
  type AssistantMessage,
  type AssistantStatus,
  assistantEndpoints,
  type Locale,
} from '@tendero/contracts';
import { ConfirmDialog } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { AssistantComposer } from './assistant-composer';
import { AssistantList, AssistantListSelect } from './assistant-list';
import { AnswerBubble, type LiveAnswer, QuestionBubble } from './assistant-message';
import { askAssistant } from './assistant-stream';

/** The question being answered: its text until the server has stored it, then the answer so far. */
type Asking = { question: string; stored: boolean; answer: LiveAnswer };

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
  const [asking, setAsking] = useState<Asking | null>(null);
  const [text, setText] = useState(initialQuestion);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<AssistantConversation | null>(null);
  const controller = useRef<AbortController | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const answering = asking !== null;

  // Follow the answer as it grows while the reader stays at the end; one who scrolled up is left there.
  const atEnd = useRef(true);
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

  useEffect(() => () => controller.current?.abort(), []);
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
    controller.current?.abort();
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

  /** Adds a message to its conversation, if that conversation is still the open one. */
  const append = (conversationId: string, message: AssistantMessage) =>
    setActive((current) =>
      current?.id === conversationId ? { ...current, messages: [...current.messages, message] } : current,
    );

  const ask = async (question: string) => {
    if (answering || question.trim() === '') return;
    setError(null);
    let conversationId = active?.id;
    if (!conversationId) {
      try {
        const created = await apiRequest(assistantEndpoints.start, { locale });
        setActive({ ...created, messages: [] });
        setConversations((list) => [created, ...list]);
        showInAddress(created.id);
        conversationId = created.id;
      } catch (failure) {
        setError(describeApiError(failure, t('errors.network')));
        return;
      }
    }
    const id = conversationId;
    const answer: LiveAnswer = { text: '', parts: [] };
    let stored = false;
    let finished = false;
    atEnd.current = true;
    setAsking({ question, stored, answer });
    setText('');
    const abort = new AbortController();
    controller.current = abort;
    try {
      await askAssistant({
        conversationId: id,
        text: question,
        locale,
        signal: abort.signal,
        onEvent: (event) => {
          if (event.type === 'question') {
            stored = true;
            append(id, event.message);
          } else if (event.type === 'text') {
            answer.text += event.delta;
          } else if (event.type === 'part') {
            answer.parts = [...answer.parts, event.part];
          } else if (event.type === 'done') {
            finished = true;
            append(id, event.message);
          } else {
            setError(event.message);
          }
          if (!finished) setAsking({ question, stored, answer: { ...answer } });
        },
      });
      if (!finished && stored) {
        // The stream ended without its answer: show what came, as the server keeps it.
        append(id, localAnswer(answer, 'failed'));
        setError((current) => current ?? t('errors.interrupted'));
      }
    } catch (failure) {
      if (abort.signal.aborted) {
        if (stored) append(id, localAnswer(answer, 'stopped'));
        else setText(question);
      } else {
        setError(describeApiError(failure, t('errors.network')));
        if (stored) append(id, localAnswer(answer, 'failed'));
        // A refused question was not kept: it goes back into the box to be sent again.
        else setText(question);
      }
    } finally {
      if (controller.current === abort) controller.current = null;
      setAsking(null);
      void refreshList();
    }
  };

  const stop = () => controller.current?.abort();

  const messages = active?.messages ?? [];
  const lastAnswerIndex = messages.map((message) => message.role).lastIndexOf('assistant');
  const lastQuestion = messages.filter((message) => message.role === 'user').at(-1)?.text ?? null;

  const confirmRemove = async () => {
    if (!removing) return true;
    try {
      await apiRequest(assistantEndpoints.remove, { params: { conversationId: removing.id }, locale });
    } catch (failure) {
      toast.error(describeApiError(failure, t('errors.network')));
      return false;
    }
    setConversations((list) => list.filter((item) => item.id !== removing.id));
    if (active?.id === removing.id) {
      controller.current?.abort();
      setActive(null);
      showInAddress(null);
    }
    toast.success(t('remove.done'));
    return true;
  };

  const listProps = {
    conversations,
    activeId: active?.id ?? null,
    onOpen: (id: string | null) => void open(id),
    onDelete: setRemoving,
  };

  return (
    <div className="flex min-h-0 min-w-0 flex-1 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold text-slate-900">{t('title')}</h1>
        <p
          className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700 ring-1 ring-slate-200"
          data-testid="assistant-engine"
        >
          {status.engine === 'offline' ? t('engine.offline') : t('engine.model', { model: status.model ?? '' })}
        </p>
      </div>
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
          <div ref={log} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto p-3 sm:p-4">
            {messages.length === 0 && !asking ? (
              <div className="mx-auto max-w-lg py-8 text-center">
                <h2 className="font-semibold text-slate-900">{t('conversation.introTitle')}</h2>
                <p className="mt-2 text-sm text-slate-600">{t('conversation.intro')}</p>
              </div>
            ) : null}
            <ol className="space-y-3" aria-live="polite" aria-relevant="additions text">
              {messages.map((message, index) =>
                message.role === 'user' ? (
                  <QuestionBubble key={message.id} text={message.text} />
                ) : (
                  <AnswerBubble
                    key={message.id}
                    text={message.text}
                    parts={message.parts}
                    status={message.status}
                    onRetry={
                      index === lastAnswerIndex && !answering && lastQuestion ? () => void ask(lastQuestion) : undefined
                    }
                  />
                ),
              )}
              {asking && !asking.stored ? <QuestionBubble text={asking.question} /> : null}
              {asking ? (
                <AnswerBubble text={asking.answer.text} parts={asking.answer.parts} status="complete" live />
              ) : null}
            </ol>
          </div>
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
            answering={answering}
            inputRef={input}
          />
        </section>
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={t('remove.title')}
        confirmLabel={t('remove.confirm')}
        cancelLabel={t('remove.cancel')}
        tone="danger"
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        {removing ? t('remove.body', { title: removing.title.trim() || t('list.untitled') }) : null}
      </ConfirmDialog>
    </div>
  );
}

/** An answer kept on the page as the server keeps it when the stream stopped early. */
function localAnswer(answer: LiveAnswer, status: 'stopped' | 'failed'): AssistantMessage {
  return {
    id: `local-${crypto.randomUUID()}`,
    role: 'assistant',
    text: answer.text,
    parts: answer.parts,
    engine: null,
    status,
    createdAt: new Date().toISOString(),
  };
}
