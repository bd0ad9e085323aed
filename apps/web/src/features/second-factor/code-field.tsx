'use client';

import type { ReactNode } from 'react';
import { TextField } from '@/lib/form';

/**
 * A one-time code (an authenticator's, or one sent by e-mail) in a form's `code` field: the numeric keypad,
 * and the browser may fill in a code it has just received.
 */
export function CodeField({
  form,
  id,
  label,
  maxLength,
}: {
  /** What `useContractForm` returned, for a form with a `code` field. */
  form: Parameters<typeof TextField<{ code: string }>>[0]['form'];
  id: string;
  label: ReactNode;
  maxLength?: number;
}) {
  return (
    <TextField
      form={form}
      name="code"
      id={id}
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={maxLength}
    />
  );
}
