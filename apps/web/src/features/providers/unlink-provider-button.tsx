'use client';

import { type OpenIdProvider, providersEndpoints } from '@tendero/contracts';
import { Button, ConfirmDialog } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiAction } from '@/lib/api-action';
import { apiRequest } from '@/lib/api-client';

/** "Unlink", asked first; a refusal (the last way to sign in) is a toast with the API's message. */
export function UnlinkProviderButton({ provider }: { provider: OpenIdProvider }) {
  const t = useTranslations('providers');
  const locale = useLocale();
  const act = useApiAction();
  const [open, setOpen] = useState(false);
  const name = t(`names.${provider}`);
  return (
    <>
      <Button size="sm" variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('settings.unlink')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('settings.unlinkTitle', { provider: name })}
        confirmLabel={t('settings.unlink')}
        cancelLabel={t('settings.cancel')}
        tone="danger"
        onConfirm={() =>
          act(
            () => apiRequest(providersEndpoints.unlink, { params: { provider }, locale }),
            t('settings.unlinked', { provider: name }),
          )
        }
        onClose={() => setOpen(false)}
      >
        <p>{t('settings.unlinkBody', { provider: name })}</p>
      </ConfirmDialog>
    </>
  );
}
