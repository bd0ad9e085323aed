'use client';

import type { Catalog } from '@tendero/contracts';
import { Controller, type FieldError, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ServicesPicker } from './services-picker';

/**
 * The services picker bound to a form's `services` field (the company's profile, the admin's new company):
 * the chosen slugs as the field's value, the field's error (or its first item's) under the picker.
 */
export function ServicesFormField<T extends FieldValues & { services?: string[] }>({
  form,
  catalog,
  texts,
}: {
  /** What `useContractForm` returned. */
  form: Pick<UseFormReturn<T>, 'control' | 'formState'> & { message: (text: string | undefined) => string | undefined };
  catalog: Catalog;
  /** As `ServicesPicker` takes them: the legend and the line before any is chosen. */
  texts?: { legend: string; none: string };
}) {
  // The list's own error (none chosen, too many), or one of its items' (a service that is no more).
  const error = form.formState.errors.services as (FieldError & Partial<Record<number, FieldError>>) | undefined;
  return (
    <Controller
      control={form.control}
      name={'services' as FieldPath<T>}
      render={({ field }) => (
        <ServicesPicker
          catalog={catalog}
          value={field.value ?? []}
          onChange={field.onChange}
          error={form.message(error?.message ?? error?.[0]?.message)}
          texts={texts}
        />
      )}
    />
  );
}
