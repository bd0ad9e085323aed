'use client';

import {
  type CompanyVerification,
  marketplaceEndpoints,
  type VerificationCriterion,
  v,
  verificationCheckInputSchema,
} from '@tendero/contracts';
import { Button, Field, Textarea } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form } from '@/lib/form';

/** The contract of PUT …/verification/checks; the result must be chosen, not defaulted. */
const formSchema = verificationCheckInputSchema.extend({ passed: z.boolean({ error: v.required }) });

/** Record one criterion's check: passed or failed, with a note the company's manager will see. */
export function CriterionCheckForm({
  companyId,
  criterion,
  current,
  onSaved,
}: {
  companyId: string;
  criterion: VerificationCriterion;
  current: boolean | null;
  onSaved: (verification: CompanyVerification) => void;
}) {
  const t = useTranslations('admin.verification');
  const locale = useLocale();
  const id = `check-${companyId}-${criterion}`;
  // A criterion already checked shows its result; the form opens on demand to record a new check.
  const [editing, setEditing] = useState(current === null);
  const {
    control,
    register,
    reset,
    submit,
    message,
    formState: { errors, isSubmitting },
  } = useContractForm(formSchema, {
    defaultValues: { criterion, passed: current ?? undefined, note: '' },
    onSubmit: async (values) => {
      const next = await apiRequest(marketplaceEndpoints.checkCriterion, {
        params: { companyId },
        body: values,
        locale,
      });
      reset({ criterion, passed: values.passed, note: '' });
      setEditing(false);
      onSaved(next);
    },
  });

  const resultError = message(errors.passed?.message);
  if (!editing) {
    return (
      <div className="mt-3">
        <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
          {t('form.recheck')}
        </Button>
      </div>
    );
  }
  return (
    <Form onSubmit={submit} className="mt-4 space-y-3 border-t border-slate-100 pt-3">
      <fieldset aria-describedby={resultError ? `${id}-result-error` : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t('form.result')}</legend>
        <Controller
          control={control}
          name="passed"
          render={({ field }) => (
            <div className="mt-1.5 flex flex-wrap gap-2">
              {([true, false] as const).map((value) => (
                <label
                  key={String(value)}
                  className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-1.5 text-sm text-slate-800 ring-1 ring-slate-300 ring-inset has-[:checked]:bg-slate-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
                >
                  <input
                    type="radio"
                    name={field.name}
                    checked={field.value === value}
                    onChange={() => field.onChange(value)}
                    onBlur={field.onBlur}
                    className="accent-brand-700"
                  />
                  {value ? t('form.passed') : t('form.failed')}
                </label>
              ))}
            </div>
          )}
        />
        {resultError ? (
          <p id={`${id}-result-error`} role="alert" className="mt-1.5 text-sm text-red-700">
            {resultError}
          </p>
        ) : null}
      </fieldset>
      <Field id={`${id}-note`} label={t('form.note')} hint={t('form.noteHint')} error={message(errors.note?.message)}>
        <Textarea
          id={`${id}-note`}
          rows={2}
          invalid={!!errors.note}
          aria-describedby={errors.note ? `${id}-note-error` : `${id}-note-hint`}
          {...register('note')}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant="secondary" disabled={isSubmitting}>
          {isSubmitting ? t('form.saving') : t('form.save')}
        </Button>
        {current !== null ? (
          <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
            {t('form.cancel')}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
