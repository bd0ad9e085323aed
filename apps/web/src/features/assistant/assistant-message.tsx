'use client';

import type { AssistantMessage, AssistantPart } from '@tendero/contracts';
import { Badge, Button, cx } from '@tendero/ui';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { AssistantParts } from './assistant-parts';

/** An answer being written: the text so far and the parts that came with it. */
export type LiveAnswer = { text: string; parts: AssistantPart[] };

/** The person's question, right-aligned. */
export function QuestionBubble({ text }: { text: string }) {
  const t = useTranslations('assistantPage.conversation');
  return (
    <li className="flex justify-end">
      <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-brand-700 px-4 py-2 text-white sm:max-w-[75%]">
        <span className="sr-only">{t('you')}: </span>
        <p className="text-sm whitespace-pre-wrap break-words">{text}</p>
      </div>
    </li>
  );
}

/**
 * One answer: plain text with its line breaks (never HTML), its parts as data, Copy, and Retry on the
 * last one. `live` marks the answer that is still being written.
 */
export function AnswerBubble({
  text,
  parts,
  status,
  live = false,
  onRetry,
}: {
  text: string;
  parts: AssistantPart[];
  status: AssistantMessage['status'];
  live?: boolean;
  onRetry?: () => void;
}) {
  const t = useTranslations('assistantPage');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('actions.copied'));
    } catch {
      toast.error(t('actions.copyFailed'));
    }
  };
  return (
    <li className="flex justify-start" data-testid="assistant-answer" aria-busy={live || undefined}>
      <div
        className={cx(
          'w-full max-w-[95%] rounded-2xl rounded-bl-sm border bg-white px-4 py-3 shadow-sm sm:max-w-[85%]',
          status === 'complete' ? 'border-slate-200' : 'border-amber-200',
        )}
      >
        <span className="sr-only">{t('conversation.assistant')}: </span>
        {text === '' && live ? (
          <p className="text-sm text-slate-500">{t('conversation.answering')}</p>
        ) : (
          <p className="text-sm whitespace-pre-wrap break-words text-slate-900">{text}</p>
        )}
        <AssistantParts parts={parts} />
        {live ? null : (
          <div className="mt-2 flex flex-wrap items-center gap-2">
            {status === 'stopped' ? <Badge tone="amber">{t('conversation.stopped')}</Badge> : null}
            {status === 'failed' ? <Badge tone="amber">{t('conversation.failed')}</Badge> : null}
            {text !== '' ? (
              <Button variant="ghost" size="sm" onClick={copy}>
                {t('actions.copy')}
              </Button>
            ) : null}
            {onRetry ? (
              <Button variant="ghost" size="sm" onClick={onRetry} title={t('actions.retryHint')}>
                {t('actions.retry')}
              </Button>
            ) : null}
          </div>
        )}
      </div>
    </li>
  );
}
