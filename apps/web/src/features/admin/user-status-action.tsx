'use client';

import { type AccountStatus, adminEndpoints, type Role } from '@tendero/contracts';
import { Button } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiAction } from '@/lib/api-action';
import { apiRequest } from '@/lib/api-client';
import { type ReasonMode, type StatusTarget, UserStatusDialog } from './user-status-dialog';

/**
 * A row's actions: Block (any account not blocked) or Unblock (a blocked one); "Send e-mail again" for an
 * account waiting for its activation link (UNVERIFIED) or invitation (TEMPORARY); Delete for any account
 * but an admin's. Block, Unblock and Delete open the dialog that asks for the reason; it exists only while
 * open, so each opening starts blank.
 */
export function UserStatusAction({ user }: { user: StatusTarget & { status: AccountStatus; role: Role } }) {
  const t = useTranslations('admin.users');
  const locale = useLocale();
  const act = useApiAction();
  const [open, setOpen] = useState<ReasonMode | null>(null);
  const [sending, setSending] = useState(false);
  const mode = user.status === 'SUSPENDED' ? 'unblock' : 'block';
  const waiting = user.status === 'UNVERIFIED' || user.status === 'TEMPORARY';

  const resend = async () => {
    setSending(true);
    await act(
      () => apiRequest(adminEndpoints.resendConfirmation, { params: { userId: user.id }, locale }),
      (sent) => t(`resend.done.${sent.kind}`, { email: user.email }),
    );
    setSending(false);
  };

  return (
    <div className="flex flex-wrap justify-end gap-2">
      {waiting ? (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('resend.buttonLabel', { name: user.name })}
          disabled={sending}
          aria-busy={sending || undefined}
          onClick={resend}
        >
          {t('resend.button')}
        </Button>
      ) : null}
      <Button
        size="sm"
        variant={mode === 'block' ? 'secondary' : 'primary'}
        aria-label={t(`${mode}.buttonLabel`, { name: user.name })}
        aria-haspopup="dialog"
        onClick={() => setOpen(mode)}
      >
        {t(`${mode}.button`)}
      </Button>
      {user.role === 'ADMIN' ? null : (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('delete.buttonLabel', { name: user.name })}
          aria-haspopup="dialog"
          onClick={() => setOpen('delete')}
        >
          {t('delete.button')}
        </Button>
      )}
      {open ? <UserStatusDialog user={user} mode={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
