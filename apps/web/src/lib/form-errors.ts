'use client';

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError, describeApiError } from './api-client';

/**
 * What every form does with a failed API call: each server field error goes on its field, and a toast
 * lists the message with the field errors as bullet lines (SPEC §5, §8).
 */
export function reportApiError<T extends FieldValues>(
  error: unknown,
  options: { values: T; setError: UseFormSetError<T>; networkMessage: string },
): void {
  if (error instanceof ApiError) {
    for (const field of error.envelope?.fieldErrors ?? []) {
      if (field.path in options.values) options.setError(field.path as Path<T>, { message: field.message });
    }
  }
  toast.error(describeApiError(error, options.networkMessage), { className: 'whitespace-pre-line' });
}
