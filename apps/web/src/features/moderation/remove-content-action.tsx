'use client';

import { Button } from '@tendero/ui';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import type { RemovalTarget } from './remove-content-dialog';

/** The removal form loads when an admin first reaches for Remove (only admins see the button). */
const loadDialog = () => import('./remove-content-dialog');
const RemoveContentDialog = lazyComponent(() => loadDialog().then((module) => module.RemoveContentDialog));

/**
 * An admin's Remove button beside a piece of content where they meet it (a company page's sections and
 * reviews, an inquiry on /orders/find). Pages show it to admins only; the API refuses everyone else too.
 * The dialog exists only while open, so each opening starts blank.
 */
export function RemoveContentAction({ target, className }: { target: RemovalTarget; className?: string }) {
  const t = useTranslations('moderation');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={className ?? 'text-red-700 hover:bg-red-50'}
        aria-label={t('remove.buttonLabel', { kind: t(`kinds.${target.kind}`), name: target.name })}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        {t('remove.button')}
      </Button>
      {open ? <RemoveContentDialog target={target} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
