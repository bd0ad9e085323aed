'use client';

import { type CompanyVerification, marketplaceEndpoints, withdrawVerificationSchema } from '@tendero/contracts';
import { Button } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form, TextField } from '@/lib/form';

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
  const form = useContractForm(withdrawVerificationSchema, {
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
      onSubmit={form.submit}
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-xl border border-red-200 bg-red-50/50 p-4"
    >
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {t('withdraw.title')}
      </h3>
      <p className="text-sm text-slate-700">{t('withdraw.lead')}</p>
      <TextField form={form} name="note" id={`${id}-note`} label={t('withdraw.note')} described multiline rows={2} />
      <Button type="submit" variant="danger" size="sm" disabled={form.formState.isSubmitting}>
        {t('withdraw.submit')}
      </Button>
    </Form>
  );
}
