'use client';

import { personalDataEndpoints } from '@tendero/contracts';
import { Button } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiAction } from '@/lib/api-action';
import { apiRequest } from '@/lib/api-client';

/** "Prepare my data": the request; a second one the same day is refused with the API's message (a toast). */
export function RequestExportButton() {
  const t = useTranslations('myData.export');
  const locale = useLocale();
  const act = useApiAction();
  const [busy, setBusy] = useState(false);
  const request = async () => {
    setBusy(true);
    try {
      await act(() => apiRequest(personalDataEndpoints.requestExport, { locale }), t('requested'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={request} disabled={busy}>
      {t('request')}
    </Button>
  );
}
