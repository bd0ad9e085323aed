'use client';

import { moderationEndpoints, type RemovableKind } from '@tendero/contracts';
import { Button, ConfirmDialog } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiAction } from '@/lib/api-action';
import { apiRequest } from '@/lib/api-client';

/**
 * A removal's Restore button, asked first (`moderationEndpoints.restore`): the content is visible again
 * and its owner told. A refusal (409: past its 30 days, restored already, changed since) is a toast with the
 * API's translated message.
 */
export function RestoreAction({ removal }: { removal: { id: string; kind: RemovableKind; excerpt: string } }) {
  const t = useTranslations('moderation');
  const locale = useLocale();
  const act = useApiAction();
  const [open, setOpen] = useState(false);

  const restore = () =>
    act(
      () => apiRequest(moderationEndpoints.restore, { params: { removalId: removal.id }, locale }),
      t('restore.done'),
    );

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('restore.buttonLabel', { kind: t(`kinds.${removal.kind}`), name: removal.excerpt })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('restore.button')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('restore.title')}
        confirmLabel={t('restore.confirm')}
        cancelLabel={t('restore.cancel')}
        onConfirm={restore}
        onClose={() => setOpen(false)}
      >
        <p className="font-medium break-words text-slate-900">
          {t('remove.what', { kind: t(`kinds.${removal.kind}`), name: removal.excerpt })}
        </p>
        <p>{t('restore.body')}</p>
      </ConfirmDialog>
    </>
  );
}
