'use client';

import { Button } from '@tendero/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

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
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const confirm = async () => {
    setBusy(true);
    try {
      if (await onConfirm()) dialog.current?.close();
    } finally {
      setBusy(false);
    }
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes it; Escape does so by keyboard
    <dialog
      ref={dialog}
      aria-labelledby={open ? `${id}-title` : undefined}
      aria-describedby={open ? `${id}-body` : undefined}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current && !busy) dialog.current?.close();
      }}
      className="m-auto w-[min(30rem,calc(100vw-1.5rem))] rounded-2xl bg-white p-0 shadow-xl backdrop:bg-slate-900/50"
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
          <div className="flex flex-col-reverse gap-2 border-t border-slate-200 bg-slate-50 px-6 py-4 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => dialog.current?.close()} disabled={busy}>
              {cancelLabel}
            </Button>
            <Button variant={tone} onClick={confirm} disabled={busy} aria-busy={busy || undefined}>
              {confirmLabel}
            </Button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
