'use client';

import { type ChatTranslation, chatEndpoints } from '@tendero/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiError, apiRequest, describeApiError } from '@/lib/api-client';

/** Where a message's translation is: not asked for, on its way, shown (or hidden again), or refused. */
type TranslationState =
  | { step: 'original' }
  | { step: 'loading' }
  | { step: 'translated'; translation: ChatTranslation; shown: boolean }
  | { step: 'refused'; message: string; retry: boolean };

/** A refusal that will not change by asking again: no model configured, or a message that is gone. */
function isFinal(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'SERVICE_UNAVAILABLE' || error.code === 'NOT_FOUND');
}

/** What the button offers in each step. */
function labelKey(state: TranslationState): 'show' | 'loading' | 'original' | 'retry' {
  if (state.step === 'translated') return state.shown ? 'original' : 'show';
  if (state.step === 'refused') return 'retry';
  return state.step === 'loading' ? 'loading' : 'show';
}

/**
 * The text of a message from the other participant, with a button that shows it in the reader's language
 * (fetched once, then switched with "Show original" and back without asking again). A refusal (no model
 * configured: the API's 503) is said inline, under the text, in the API's words: no toast, no sign-out.
 */
export function ChatMessageTranslation({ messageId, text }: { messageId: string; text: string }) {
  const t = useTranslations('chat.translation');
  const tAll = useTranslations();
  const locale = useLocale();
  const [state, setState] = useState<TranslationState>({ step: 'original' });

  const translate = async () => {
    setState({ step: 'loading' });
    try {
      const translation = await apiRequest(chatEndpoints.translation, { params: { messageId }, locale });
      setState({ step: 'translated', translation, shown: true });
    } catch (error) {
      setState({ step: 'refused', message: describeApiError(error, tAll('errors.network')), retry: !isFinal(error) });
    }
  };

  const onClick = () => {
    if (state.step === 'loading') return;
    if (state.step === 'translated') setState({ ...state, shown: !state.shown });
    else void translate();
  };

  const shown = state.step === 'translated' && state.shown ? state.translation : null;
  const label = t(labelKey(state));

  return (
    <>
      <p className="text-sm break-words whitespace-pre-wrap" lang={shown?.language} aria-live="polite">
        {shown ? shown.text : text}
      </p>
      <div className="text-xs">
        <span aria-live="polite" className={state.step === 'refused' ? 'mr-2 text-slate-600' : undefined}>
          {state.step === 'refused' ? state.message : null}
        </span>
        {state.step !== 'refused' || state.retry ? (
          <button
            type="button"
            onClick={onClick}
            aria-disabled={state.step === 'loading' || undefined}
            className="font-medium text-brand-700 underline-offset-2 hover:underline aria-disabled:cursor-wait aria-disabled:text-slate-500 aria-disabled:no-underline"
          >
            {label}
          </button>
        ) : null}
      </div>
    </>
  );
}
