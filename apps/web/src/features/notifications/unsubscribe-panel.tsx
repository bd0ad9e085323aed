'use client';
import { notificationsEndpoints } from '@tendero/contracts';

import { Button } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { apiRequest, describeApiError } from '@/lib/api-client';

/** The unsubscribe link's page: one button, then a plain statement of what stops and what does not. */
export function UnsubscribePanel({ email, userId }: { email: string; userId: string }) {
  const t = useTranslations('notifications.unsubscribe');
  const tErrors = useTranslations('errors');
  const locale = useLocale();
  const [state, setState] = useState<'ready' | 'sending' | 'done'>('ready');
  const stop = async () => {
    setState('sending');
    try {
      await apiRequest(notificationsEndpoints.unsubscribe, { params: { userId }, body: { email }, locale });
      setState('done');
    } catch (error) {
      setState('ready');
      toast.error(describeApiError(error, tErrors('network')));
    }
  };
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
