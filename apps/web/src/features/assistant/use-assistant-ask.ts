'use client';

import type { AssistantMessage, Locale } from '@tendero/contracts';
import { useTranslations } from 'next-intl';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { describeApiError } from '@/lib/api-client';
import type { Asking } from './assistant-log';
import type { LiveAnswer } from './assistant-message';
import { askAssistant } from './assistant-stream';

/**
 * The question being answered: the box's text, sending it (starting a conversation when none is open),
 * the answer as it streams in, Stop, and the error to show. A question the server did not keep goes back
 * into the box; an answer cut short is kept as the server keeps it (stopped or failed).
 */
export function useAssistantAsk({
  locale,
  activeId,
  initialQuestion,
  atEnd,
  start,
  append,
  onSettled,
}: {
  locale: Locale;
  /** The open conversation, null when the next question starts one. */
  activeId: string | null;
  initialQuestion: string;
  /** Whether the log follows the answer (set when a question is sent). */
  atEnd: RefObject<boolean>;
  /** Starts a conversation and opens it; answers its id. */
  start: () => Promise<string>;
  /** Adds a message to its conversation, if that conversation is still the open one. */
  append: (conversationId: string, message: AssistantMessage) => void;
  /** After each question, answered or not. */
  onSettled: () => void;
}) {
  const t = useTranslations('assistantPage');
  const [asking, setAsking] = useState<Asking | null>(null);
  const [text, setText] = useState(initialQuestion);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const ask = async (question: string) => {
    if (asking !== null || question.trim() === '') return;
    setError(null);
    let conversationId = activeId;
    if (!conversationId) {
      try {
        conversationId = await start();
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
            // The kept answer replaces the live one in the same render: until the stream closed, both
            // showed (its inquiry draft twice).
            append(id, event.message);
            setAsking(null);
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
      // A finished answer cleared it already (a next question may have set it again since).
      if (!finished) setAsking(null);
      onSettled();
    }
  };

  const stop = () => controller.current?.abort();
  return { asking, text, setText, error, setError, ask, stop };
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
