'use client';

import { assistantLimits } from '@tendero/contracts';
import { Button } from '@tendero/ui';
import { useTranslations } from 'next-intl';
import { type FormEvent, type KeyboardEvent, type RefObject, useId } from 'react';
import { Form } from '@/lib/form';

/** The question box: Enter sends, Shift+Enter starts a line; while an answer comes, Stop replaces Send. */
export function AssistantComposer({
  text,
  onText,
  onSend,
  onStop,
  answering,
  inputRef,
}: {
  text: string;
  onText: (text: string) => void;
  onSend: () => void;
  onStop: () => void;
  answering: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const t = useTranslations('assistantPage.composer');
  const ta = useTranslations('assistantPage.actions');
  const id = useId();
  const empty = text.trim() === '';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!answering && !empty) onSend();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Form onSubmit={submit} className="border-t border-slate-200 bg-white p-3">
      <label className="sr-only" htmlFor={`${id}-text`}>
        {t('label')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          ref={inputRef}
          id={`${id}-text`}
          value={text}
          onChange={(event) => onText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          maxLength={assistantLimits.questionChars}
          placeholder={t('placeholder')}
          aria-describedby={`${id}-hint ${id}-count`}
          className="max-h-40 min-h-10 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 field-sizing-content focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none sm:text-sm"
        />
        {answering ? (
          <Button type="button" variant="secondary" className="shrink-0" onClick={onStop}>
            {ta('stop')}
          </Button>
        ) : (
          <Button type="submit" className="shrink-0" disabled={empty}>
            {t('send')}
          </Button>
        )}
      </div>
      <div className="mt-1.5 flex justify-between gap-2 text-xs text-slate-500">
        <p id={`${id}-hint`} className="hidden sm:block">
          {t('hint')}
        </p>
        <p id={`${id}-count`} className="ml-auto tabular-nums">
          {t('count', { count: text.length, max: assistantLimits.questionChars })}
        </p>
      </div>
    </Form>
  );
}
