'use client';
import { notificationsEndpoints } from '@tendero/contracts';

import { Button } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiError, apiRequest, describeApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * The unsubscribe link's page: one button, then 'Unsubscribed' (SPEC §8) and a plain statement of what
 * stops. The link is signed (`?sig=`); a link without a valid signature is refused by the API and the page
 * says so instead.
 */
export function UnsubscribePanel({ email, userId, sig }: { email: string; userId: string; sig: string }) {
  const t = useTranslations('notifications.unsubscribe');
  const tErrors = useTranslations('errors');
  const locale = useLocale();
  const [state, setState] = useState<'ready' | 'sending' | 'done' | 'invalid'>(sig ? 'ready' : 'invalid');
  const stop = async () => {
    setState('sending');
    try {
      await apiRequest(notificationsEndpoints.unsubscribe, { params: { userId }, body: { email, sig }, locale });
      setState('done');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'FORBIDDEN') {
        setState('invalid');
        return;
      }
      setState('ready');
      toast.error(describeApiError(error, tErrors('network')));
    }
  };
  if (state === 'invalid') {
    return (
      <div role="alert" className="space-y-2">
        <p className="font-semibold text-slate-900">{t('invalidTitle')}</p>
        <p className="text-slate-700">{t('invalidBody')}</p>
      </div>
    );
  }
  if (state === 'done') {
    return (
      <div role="status" className="space-y-2">
        <p className="font-semibold text-slate-900">{t('doneTitle')}</p>
        <p className="text-slate-700">{t('doneBody', { email })}</p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t('body', { email })}</p>
      <p className="text-sm text-slate-600">{t('stillSent')}</p>
      <Button type="button" className="w-full" disabled={state === 'sending'} onClick={stop}>
        {t('confirm')}
      </Button>
    </div>
  );
}
