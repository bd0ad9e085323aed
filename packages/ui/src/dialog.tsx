'use client';

import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { Button } from './button';
import { cx } from './cx';

const widths = {
  sm: 'w-[min(30rem,calc(100vw-1.5rem))]',
  md: 'w-[min(40rem,calc(100vw-1.5rem))]',
  lg: 'w-[min(44rem,calc(100vw-1.5rem))]',
} as const;

/** Opens the native modal while `open` is true and closes it when it turns false. */
export function useDialog(open: boolean): { ref: RefObject<HTMLDialogElement | null>; close: () => void } {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return { ref, close: () => ref.current?.close() };
}

/**
 * A modal on the native `<dialog>`: focus is kept inside, Escape closes it, and so does a click on the
 * backdrop (unless `closeOnBackdrop` says no, e.g. while a request runs). `onClose` runs however it closed.
 */
export function Dialog({
  dialogRef,
  onClose,
  labelledBy,
  describedBy,
  width = 'md',
  closeOnBackdrop = true,
  className,
  children,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  onClose: () => void;
  labelledBy?: string;
  describedBy?: string;
  width?: keyof typeof widths;
  closeOnBackdrop?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes it; Escape does so by keyboard
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialogRef.current && closeOnBackdrop) dialogRef.current?.close();
      }}
      className={cx('m-auto rounded-2xl bg-white p-0 shadow-xl backdrop:bg-slate-900/50', widths[width], className)}
    >
      {children}
    </dialog>
  );
}

/** The top of a dialog: its title (the dialog's name), a line under it, and a close button. */
export function DialogHeader({
  titleId,
  title,
  lead,
  closeLabel,
  onClose,
  className,
}: {
  titleId: string;
  title: ReactNode;
  lead?: ReactNode;
  closeLabel: string;
  onClose: () => void;
  className?: string;
}) {
  return (
    <div className={cx('flex items-start justify-between gap-4 border-b border-slate-200 py-4', className ?? 'px-6')}>
      <div className="min-w-0">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {lead ? <p className="mt-1 text-sm text-slate-600">{lead}</p> : null}
      </div>
      <button
        type="button"
        onClick={onClose}
        className="-mr-2 rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        aria-label={closeLabel}
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5 fill-current">
          <path d="M5.3 4.2 10 8.9l4.7-4.7 1.1 1.1-4.7 4.7 4.7 4.7-1.1 1.1-4.7-4.7-4.7 4.7-1.1-1.1 4.7-4.7-4.7-4.7z" />
        </svg>
      </button>
    </div>
  );
}

/**
 * The foot of a dialog: "cancel" (closes it) and the action, which submits the dialog's form unless
 * `onAction` is given; both wait while `busy`. On a phone the action comes first, above "cancel".
 */
export function DialogActions({
  cancelLabel,
  onCancel,
  actionLabel,
  onAction,
  tone = 'primary',
  busy = false,
}: {
  cancelLabel: string;
  onCancel: () => void;
  actionLabel: ReactNode;
  onAction?: () => void;
  tone?: 'primary' | 'danger';
  busy?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-slate-200 bg-slate-50 px-6 py-4 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button
        type={onAction ? 'button' : 'submit'}
        variant={tone}
        onClick={onAction}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {actionLabel}
      </Button>
    </div>
  );
}

/**
 * A dialog holding one form: the title with a close button, the body, and the foot (cancel, the submit
 * action). While `busy` a click on the backdrop does not close it. `id` prefixes the title's id.
 */
export function FormDialog({
  dialog,
  id,
  title,
  closeLabel,
  describedBy,
  onClose,
  onSubmit,
  width,
  cancelLabel,
  actionLabel,
  tone,
  busy = false,
  children,
}: {
  dialog: { ref: RefObject<HTMLDialogElement | null>; close: () => void };
  id: string;
  title: ReactNode;
  closeLabel: string;
  describedBy?: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  width?: keyof typeof widths;
  cancelLabel: string;
  actionLabel: ReactNode;
  tone?: 'primary' | 'danger';
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog
      dialogRef={dialog.ref}
      labelledBy={`${id}-title`}
      describedBy={describedBy}
      onClose={onClose}
      closeOnBackdrop={!busy}
      width={width}
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogHeader titleId={`${id}-title`} title={title} closeLabel={closeLabel} onClose={dialog.close} />
        <div className="space-y-4 px-6 py-5 text-sm leading-relaxed text-slate-700">{children}</div>
        <DialogActions
          cancelLabel={cancelLabel}
          onCancel={dialog.close}
          actionLabel={actionLabel}
          tone={tone}
          busy={busy}
        />
      </form>
    </Dialog>
  );
}
