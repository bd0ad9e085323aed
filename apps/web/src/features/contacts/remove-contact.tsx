'use client';

import { contactsEndpoints, type Locale, withLocale } from '@tendero/contracts';
import { Button, ConfirmDialog } from '@tendero/ui';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiAction } from '@/lib/api-action';
import { apiRequest } from '@/lib/api-client';

/** 'Removed from contacts', after a confirmation; back to the list. */
export function RemoveContact({ ownerId, contactId, name }: { ownerId: string; contactId: string; name: string }) {
  const t = useTranslations('contacts.remove');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const act = useApiAction();
  const [open, setOpen] = useState(false);

  const remove = () =>
    act(
      () => apiRequest(contactsEndpoints.remove, { params: { userId: ownerId, contactId }, locale }),
      t('done'),
      () => {
        router.push(withLocale(locale, '/contacts'));
        router.refresh();
      },
    );

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('open')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('title', { name })}
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        tone="danger"
        onConfirm={remove}
        onClose={() => setOpen(false)}
      >
        <p>{t('body')}</p>
      </ConfirmDialog>
    </>
  );
}
