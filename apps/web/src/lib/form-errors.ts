'use client';

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { ApiError, describeApiError } from './api-client';

/**
 * What every form does with a failed API call (SPEC §5, §8), saying each thing once: each
 * server field error goes on its field (the first one gets the focus); the toast carries the message,
 * unless a field already says exactly that, and bullet lines only for field errors no field shows. What
 * the user typed stays in the form.
 */
export function reportApiError<T extends FieldValues>(
  error: unknown,
  options: { values: T; setError: UseFormSetError<T>; networkMessage: string },
): void {
  if (!(error instanceof ApiError) || !error.envelope) {
    toast.error(describeApiError(error, options.networkMessage));
    return;
  }
  const shown = new Set<string>();
  const unplaced: string[] = [];
  for (const field of error.envelope.fieldErrors ?? []) {
    if (field.path in options.values) {
      options.setError(field.path as Path<T>, { message: field.message }, { shouldFocus: shown.size === 0 });
      shown.add(field.message);
    } else {
      unplaced.push(field.message);
    }
  }
  const title = shown.has(error.envelope.message) ? null : error.envelope.message;
  const lines = [...(title ? [title] : []), ...unplaced.map((message) => `• ${message}`)];
  if (lines.length > 0) toast.error(lines.join('\n'), { className: 'whitespace-pre-line' });
}
