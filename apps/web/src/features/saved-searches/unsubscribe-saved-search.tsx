'use client';

import { savedSearchesEndpoints } from '@tendero/contracts';
import { Button } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiRequest } from '@/lib/api-client';

/**
 * The page of a saved search's e-mailed unsubscribe link: one click stops that search's alerts (a POST, so
 * a mail scanner following the link changes nothing); no sign-in, the link's signature is the proof.
 */
export function UnsubscribeSavedSearch({ id, sig }: { id: string; sig: string }) {
  const t = useTranslations('savedSearches.unsubscribe');
  const locale = useLocale();
  const [state, setState] = useState<{ kind: 'ready' | 'busy' | 'invalid' } | { kind: 'done'; name: string }>({
    kind: id && sig ? 'ready' : 'invalid',
  });
  const stop = async () => {
    setState({ kind: 'busy' });
    try {
      const done = await apiRequest(savedSearchesEndpoints.unsubscribe, { query: { id, sig }, locale });
      setState({ kind: 'done', name: done.name });
    } catch {
      setState({ kind: 'invalid' });
    }
  };
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
      {state.kind === 'done' ? (
        <p role="status" className="mt-4 rounded-xl bg-teal-50 p-4 text-teal-900">
          {t('done', { name: state.name })}
        </p>
      ) : state.kind === 'invalid' ? (
        <p role="alert" className="mt-4 rounded-xl bg-amber-50 p-4 text-amber-900">
          {t('invalid')}
        </p>
      ) : (
        <>
          <p className="mt-3 text-slate-700">{t('intro')}</p>
          <Button className="mt-5" onClick={stop} disabled={state.kind === 'busy'}>
            {t('button')}
          </Button>
        </>
      )}
    </div>
  );
}
