'use client';

import { accountsEndpoints, deleteAccountSchema } from '@tendero/contracts';
import { Button, Field, Input } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { flashToast } from '@/lib/flash-toast';
import { Form } from '@/lib/form';

/** Deleting the account asks for the password, then signs out everywhere ('Account deleted'). */
export function DeleteAccountForm() {
  const t = useTranslations();
  const locale = useLocale();
  const {
    register,
    submit,
    message,
    formState: { errors, isSubmitting },
  } = useContractForm(deleteAccountSchema, {
    defaultValues: { password: '' },
    onSubmit: async (values) => {
      await apiRequest(accountsEndpoints.deleteMe, { body: values, locale });
      sessionStorage.clear();
      flashToast(t('settings.remove.done'));
      window.location.replace(`/${locale}/marketplace`);
    },
  });
  return (
    <Form onSubmit={submit} className="space-y-4">
      <Field id="delete-password" label={t('settings.remove.password')} error={message(errors.password?.message)}>
        <Input
          id="delete-password"
          type="password"
          autoComplete="current-password"
          invalid={!!errors.password}
          {...register('password')}
        />
      </Field>
      <Button type="submit" variant="danger" disabled={isSubmitting}>
        {t('settings.remove.submit')}
      </Button>
    </Form>
  );
}
