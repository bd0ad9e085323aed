'use client';

import { contactsEndpoints, type Locale, withLocale } from '@tendero/contracts';
import { Button, ConfirmDialog } from '@tendero/ui';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { apiRequest, describeApiError } from '@/lib/api-client';

/** 'Removed from contacts', after a confirmation; back to the list. */
export function RemoveContact({ ownerId, contactId, name }: { ownerId: string; contactId: string; name: string }) {
  const t = useTranslations('contacts.remove');
  const tAll = useTranslations();
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [open, setOpen] = useState(false);

  const remove = async () => {
    try {
      await apiRequest(contactsEndpoints.remove, { params: { userId: ownerId, contactId }, locale });
      toast.success(t('done'));
      router.push(withLocale(locale, '/contacts'));
      router.refresh();
      return true;
    } catch (error) {
      toast.error(describeApiError(error, tAll('errors.network')));
      return false;
    }
  };

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
