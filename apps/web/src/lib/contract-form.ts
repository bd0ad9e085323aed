'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useFieldMessage } from './field-message';
import { reportApiError } from './form-errors';
import { useFields } from './form-fields';

/**
 * A form validated by a contract's zod schema (the same the API validates with), typed from it: the page
 * keeps what is typed, `onSubmit` receives the schema's output. A failed call shows its field errors beside
 * the fields and anything else in a toast, in the page's language; `message` translates a field's error.
 * `register` and `choice` (radio buttons) put the saved values in the server-rendered HTML and keep what a
 * visitor typed before the scripts arrived (see `form-fields.ts`).
 */
export function useContractForm<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput>,
  options: {
    defaultValues: DefaultValues<TInput>;
    onSubmit: (values: TOutput) => Promise<void>;
    /** The toast when the API cannot be reached (the common network error unless the form names its own). */
    networkMessage?: string;
    /** When the form's values fail the schema (before anything is sent). */
    onInvalid?: () => void;
  },
) {
  const t = useTranslations();
  const message = useFieldMessage();
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues: options.defaultValues,
  });
  const fields = useFields(form, options.defaultValues);
  const submit = form.handleSubmit(
    async (values) => {
      try {
        await options.onSubmit(values);
      } catch (error) {
        reportApiError(error, {
          values: form.getValues(),
          setError: form.setError,
          networkMessage: options.networkMessage ?? t('errors.network'),
        });
      }
    },
    () => options.onInvalid?.(),
  );
  return { ...form, register: fields.register, choice: fields.choice, submit, message };
}
