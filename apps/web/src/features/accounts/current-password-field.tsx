'use client';

import type { ReactNode } from 'react';
import { TextField } from '@/lib/form';

/**
 * The password the account has now, in a form's `password` field (signing in, linking a provider, adding or
 * removing a passkey, deleting the account): the browser may fill in the saved one.
 */
export function CurrentPasswordField({
  form,
  id,
  label,
  hint,
}: {
  /** What `useContractForm` returned, for a form with a `password` field. */
  form: Parameters<typeof TextField<{ password: string }>>[0]['form'];
  id: string;
  label: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <TextField
      form={form}
      name="password"
      id={id}
      label={label}
      hint={hint}
      type="password"
      autoComplete="current-password"
    />
  );
}
