'use client';

import type { AccountStatus } from '@tendero/contracts';
import { Button } from '@tendero/ui';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { type StatusTarget, UserStatusDialog } from './user-status-dialog';

/**
 * A row's Block button (any account not blocked) or Unblock button (a blocked one). Either opens the
 * dialog that asks for the reason; the dialog exists only while it is open, so each opening starts blank.
 */
export function UserStatusAction({ user }: { user: StatusTarget & { status: AccountStatus } }) {
  const t = useTranslations('admin.users');
  const [open, setOpen] = useState(false);
  const next = user.status === 'SUSPENDED' ? 'ACTIVE' : 'SUSPENDED';
  const mode = next === 'SUSPENDED' ? 'block' : 'unblock';
  return (
    <>
      <Button
        size="sm"
        variant={mode === 'block' ? 'secondary' : 'primary'}
        aria-label={t(`${mode}.buttonLabel`, { name: user.name })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t(`${mode}.button`)}
      </Button>
      {open ? <UserStatusDialog user={user} status={next} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
