'use client';

import { personalDataEndpoints } from '@tendero/contracts';
import { Button, ConfirmDialog } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiAction } from '@/lib/api-action';
import { apiRequest } from '@/lib/api-client';

/** "Withdraw marketing consent", asked first with what it changes. */
export function WithdrawMarketingButton() {
  const t = useTranslations('myData.consents');
  const locale = useLocale();
  const act = useApiAction();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('withdraw')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('withdrawTitle')}
        confirmLabel={t('withdrawConfirm')}
        cancelLabel={t('cancel')}
        tone="danger"
        onConfirm={() => act(() => apiRequest(personalDataEndpoints.withdrawMarketing, { locale }), t('withdrawn'))}
        onClose={() => setOpen(false)}
      >
        <p>{t('withdrawEffect')}</p>
      </ConfirmDialog>
    </>
  );
}
