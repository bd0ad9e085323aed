'use client';

import type { ConsentKind } from '@tendero/contracts';
import { Button } from '@tendero/ui';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PublishVersionDialog } from './publish-version-dialog';

/**
 * A kind's "Publish new version" button. The dialog exists only while it is open, so each opening starts
 * from the current text again.
 */
export function PublishVersionAction(props: {
  kind: ConsentKind;
  nextVersion: number;
  current: { bodyEn: string; bodyPl: string };
}) {
  const t = useTranslations('consents');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        aria-label={t('publish.buttonLabel', { kind: t(`kinds.${props.kind}`).toLowerCase() })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('publish.button')}
      </Button>
      {open ? <PublishVersionDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
