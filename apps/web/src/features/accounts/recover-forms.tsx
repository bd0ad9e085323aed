'use client';

import { accountsEndpoints, recoverConfirmSchema, recoverRequestSchema } from '@tendero/contracts';
import { Button } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { CodeField } from '@/features/second-factor';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { flashToast } from '@/lib/flash-toast';
import { Form, TextField } from '@/lib/form';
import { toast } from '@/lib/toast';
import { NewPasswordFields } from './new-password-fields';

/** /recover: the e-mail that gets a 6-digit code; then /recover/confirm. */
export function RecoverRequestForm() {
  const t = useTranslations();
  const locale = useLocale();
  const form = useContractForm(recoverRequestSchema, {
    defaultValues: { email: '' },
    onSubmit: async (values) => {
      try {
        await apiRequest(accountsEndpoints.requestRecovery, { body: values, locale });
        window.location.assign(`/${locale}/recover/confirm?email=${encodeURIComponent(values.email)}`);
      } catch (error) {
        // A failed call is told in a toast, not on the e-mail field.
        toast.error(describeApiError(error, t('errors.network')));
      }
    },
  });
  return (
    <Form onSubmit={form.submit} className="space-y-4">
      <TextField
        form={form}
        name="email"
        id="recover-email"
        label={t('accounts.recover.email')}
        type="email"
        autoComplete="email"
      />
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {t('accounts.recover.send')}
      </Button>
    </Form>
  );
}

export function RecoverConfirmForm({ email }: { email: string }) {
  const t = useTranslations();
  const locale = useLocale();
  const form = useContractForm(recoverConfirmSchema, {
    defaultValues: { email, code: '', password: '', passwordRepeat: '' },
    onSubmit: async (values) => {
      await apiRequest(accountsEndpoints.confirmRecovery, { body: values, locale });
      flashToast(t('accounts.recover.done'));
      window.location.assign(`/${locale}/login`);
    },
  });
  return (
    <Form onSubmit={form.submit} className="space-y-4">
      <TextField
        form={form}
        name="email"
        id="confirm-email"
        label={t('accounts.recover.email')}
        type="email"
        autoComplete="email"
      />
      <CodeField form={form} id="confirm-code" label={t('accounts.recover.code')} maxLength={6} />
      <NewPasswordFields
        form={form}
        idPrefix="confirm"
        labels={{ password: t('accounts.recover.password'), repeat: t('accounts.recover.passwordRepeat') }}
      />
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {t('accounts.recover.submit')}
      </Button>
      <p className="text-center text-sm">
        <a className="font-semibold text-brand-700 hover:text-brand-900" href={`/${locale}/recover`}>
          {t('accounts.recover.again')}
        </a>
      </p>
    </Form>
  );
}
