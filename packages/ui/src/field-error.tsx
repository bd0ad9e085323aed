import type { ReactNode } from 'react';

/*
 * Its own module, not fields.tsx: the file picker and the services picker show it without taking the text
 * fields along (a client page gets a ui module whole; the pages' first load is held to 150 KB).
 */

/**
 * A field's error under it, said as it appears (`role="alert"`), with the id `<id>-error` that the control's
 * `aria-describedby` points at; nothing while there is no error.
 */
export function FieldError({ id, error }: { id: string; error?: ReactNode }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
      {error}
    </p>
  );
}
