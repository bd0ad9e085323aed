'use client';

import { type CompanyVerification, marketplaceEndpoints, withdrawVerificationSchema } from '@tendero/contracts';
import { Button, Field, Textarea } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form } from '@/lib/form';

type WithdrawInput = z.input<typeof withdrawVerificationSchema>;

const withdrawDefaults: WithdrawInput = { note: '' };

/** Unlist a verified company: a required note, then every criterion is failed and must be checked again. */
export function WithdrawVerificationForm({
  companyId,
  onWithdrawn,
}: {
  companyId: string;
  onWithdrawn: (verification: CompanyVerification) => void;
}) {
  const t = useTranslations('admin.verification');
  const locale = useLocale();
  const id = `withdraw-${companyId}`;
  const {
    register,
    submit,
    message,
    formState: { errors, isSubmitting },
  } = useContractForm(withdrawVerificationSchema, {
    defaultValues: withdrawDefaults,
    networkMessage: t('failed'),
    onSubmit: async (values) => {
      const next = await apiRequest(marketplaceEndpoints.withdrawVerification, {
        params: { companyId },
        body: values,
        locale,
      });
      onWithdrawn(next);
    },
  });

  return (
    <Form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-xl border border-red-200 bg-red-50/50 p-4"
    >
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {t('withdraw.title')}
      </h3>
      <p className="text-sm text-slate-700">{t('withdraw.lead')}</p>
      <Field id={`${id}-note`} label={t('withdraw.note')} error={message(errors.note?.message)}>
        <Textarea
          id={`${id}-note`}
          rows={2}
          invalid={!!errors.note}
          aria-describedby={errors.note ? `${id}-note-error` : undefined}
          {...register('note')}
        />
      </Field>
      <Button type="submit" variant="danger" size="sm" disabled={isSubmitting}>
        {t('withdraw.submit')}
      </Button>
    </Form>
  );
}
