'use client';

import type { AssistantMessage } from '@tendero/contracts';
import { useTranslations } from 'next-intl';
import type { Ref, UIEventHandler } from 'react';
import { AnswerBubble, type LiveAnswer, QuestionBubble } from './assistant-message';

/** The question being answered: its text until the server has stored it, then the answer so far. */
export type Asking = { question: string; stored: boolean; answer: LiveAnswer };

/**
 * The open conversation's messages (an introduction while it has none), the question being answered and
 * its answer as it is written; the last answer offers Retry of the last question when nothing is asked.
 */
export function AssistantLog({
  messages,
  asking,
  logRef,
  onScroll,
  onRetry,
}: {
  messages: AssistantMessage[];
  asking: Asking | null;
  logRef: Ref<HTMLDivElement>;
  onScroll: UIEventHandler<HTMLDivElement>;
  onRetry: (question: string) => void;
}) {
  const t = useTranslations('assistantPage');
  const lastAnswerIndex = messages.map((message) => message.role).lastIndexOf('assistant');
  const lastQuestion = messages.filter((message) => message.role === 'user').at(-1)?.text ?? null;
  return (
    <div ref={logRef} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto p-3 sm:p-4">
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
              onRetry={index === lastAnswerIndex && !asking && lastQuestion ? () => onRetry(lastQuestion) : undefined}
            />
          ),
        )}
        {asking && !asking.stored ? <QuestionBubble text={asking.question} /> : null}
        {asking ? <AnswerBubble text={asking.answer.text} parts={asking.answer.parts} status="complete" live /> : null}
      </ol>
    </div>
  );
}
