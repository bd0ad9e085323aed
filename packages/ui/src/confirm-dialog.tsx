'use client';

import { type ReactNode, useId, useState } from 'react';
import { Dialog, DialogActions, useDialog } from './dialog';

/**
 * A modal question before an action that cannot be undone (close, delete, accept, decline): what happens,
 * and two buttons. The confirm button waits for the action; the dialog closes when it succeeds.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  tone?: 'primary' | 'danger';
  /** Resolves true when done (the dialog closes), false to keep it open (the error was shown). */
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}) {
  const id = useId();
  const dialog = useDialog(open);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      if (await onConfirm()) dialog.close();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      dialogRef={dialog.ref}
      labelledBy={open ? `${id}-title` : undefined}
      describedBy={open ? `${id}-body` : undefined}
      onClose={onClose}
      closeOnBackdrop={!busy}
      width="sm"
    >
      {open ? (
        <div>
          <div className="px-6 pt-5 pb-4">
            <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            <div id={`${id}-body`} className="mt-2 space-y-3 text-sm leading-relaxed text-slate-700">
              {children}
            </div>
          </div>
          <DialogActions
            cancelLabel={cancelLabel}
            onCancel={dialog.close}
            actionLabel={confirmLabel}
            onAction={confirm}
            tone={tone}
            busy={busy}
          />
        </div>
      ) : null}
    </Dialog>
  );
}
