'use client';

import { useDialog } from '@tendero/ui';
import { useRouter } from 'next/navigation';
import { useId } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useContractForm } from './contract-form';
import { toast } from './toast';

/**
 * A contract form in a dialog that opens at once (it is mounted when wanted): `onSubmit` makes the call and
 * answers the success toast; the dialog then closes and, with `refresh`, the server renders the page again.
 * A refusal shows beside the fields or in a toast, and the dialog stays open. `frame` is what `FormDialog`
 * takes from the form (its dialog, id prefix, submit, close and busy state).
 */
export function useDialogForm<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput>,
  options: {
    defaultValues: DefaultValues<TInput>;
    onSubmit: (values: TOutput) => Promise<string>;
    onClose: () => void;
    refresh?: boolean;
  },
) {
  const router = useRouter();
  const id = useId();
  const dialog = useDialog(true);
  const form = useContractForm(schema, {
    defaultValues: options.defaultValues,
    onSubmit: async (values) => {
      toast.success(await options.onSubmit(values));
      dialog.close();
      if (options.refresh) router.refresh();
    },
  });
  const frame = {
    dialog,
    id,
    onClose: options.onClose,
    onSubmit: form.submit,
    busy: form.formState.isSubmitting,
  };
  return { ...form, id, frame };
}
