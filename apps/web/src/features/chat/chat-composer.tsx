'use client';

import { chatAttachmentMaxBytes, chatAttachmentTypes, chatMessageMax } from '@tendero/contracts';
import { Button } from '@tendero/ui';
import { useTranslations } from 'next-intl';
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Form } from '@/lib/form';
import { toast } from '@/lib/toast';
import { sendChatMessage } from './chat-socket';

/**
 * Text and one attachment; the size is checked here too, before any byte is sent. `actions` are extra
 * buttons beside the attachment one (a rep's "Propose a meeting").
 */
export function ChatComposer({ disabled, actions }: { disabled: boolean; actions?: ReactNode }) {
  const t = useTranslations('chat');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const pick = (chosen: File | null) => {
    if (chosen && chosen.size > chatAttachmentMaxBytes) {
      toast.error(t('errors.attachmentTooLarge'));
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setFile(chosen);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (disabled || (text.trim() === '' && !file)) return;
    const result = await sendChatMessage(text, file);
    if (result === 'tooLarge') {
      toast.error(t('errors.attachmentTooLarge'));
      return;
    }
    if (result !== 'sent') return;
    setText('');
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Form onSubmit={submit} className="border-t border-slate-200 bg-white p-3">
      {file ? (
        <div className="mb-2 flex items-center gap-2 text-sm">
          <span className="truncate rounded-md bg-slate-100 px-2 py-1 text-slate-700">{file.name}</span>
          <button
            type="button"
            onClick={() => pick(null)}
            className="rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100"
            aria-label={t('composer.removeFile', { name: file.name })}
          >
            ×
          </button>
        </div>
      ) : null}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('composer.attach')}
          accept={chatAttachmentTypes.join(',')}
          onChange={(event) => pick(event.target.files?.[0] ?? null)}
          disabled={disabled}
        />
        <Button
          type="button"
          variant="ghost"
          className="shrink-0 px-2.5!"
          onClick={() => fileInput.current?.click()}
          disabled={disabled}
          aria-label={t('composer.attach')}
          title={t('composer.attach')}
        >
          <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5 fill-current">
            <path d="M13.5 4.5a2.5 2.5 0 0 0-3.54 0L4.7 9.76a4 4 0 0 0 5.66 5.66l4.6-4.6 1.06 1.06-4.6 4.6a5.5 5.5 0 0 1-7.78-7.78l5.26-5.26a4 4 0 0 1 5.66 5.66l-5.07 5.07a2.5 2.5 0 0 1-3.54-3.54l4.6-4.6 1.06 1.06-4.6 4.6a1 1 0 0 0 1.42 1.42l5.07-5.07a2.5 2.5 0 0 0 0-3.54Z" />
          </svg>
        </Button>
        {actions}
        <label className="sr-only" htmlFor={`${hintId}-text`}>
          {t('composer.label')}
        </label>
        <textarea
          id={`${hintId}-text`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          maxLength={chatMessageMax}
          placeholder={t('composer.placeholder')}
          aria-describedby={hintId}
          disabled={disabled}
          className="max-h-40 min-h-10 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 field-sizing-content focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none sm:text-sm"
        />
        <Button type="submit" className="shrink-0" disabled={disabled || (text.trim() === '' && !file)}>
          {t('composer.send')}
        </Button>
      </div>
      <p id={hintId} className="mt-1.5 hidden text-xs text-slate-500 sm:block">
        {t('composer.hint')}
      </p>
    </Form>
  );
}
