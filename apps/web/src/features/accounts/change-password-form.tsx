'use client';
import { accountsEndpoints, changePasswordSchema } from '@tendero/contracts';
import { Button } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form, TextField } from '@/lib/form';
import { toast } from '@/lib/toast';
import { NewPasswordFields } from './new-password-fields';

/** /change-password: the current password and a new one; the other sessions end. */
export function ChangePasswordForm() {
  const t = useTranslations();
  const locale = useLocale();
  const form = useContractForm(changePasswordSchema, {
    defaultValues: { currentPassword: '', password: '', passwordRepeat: '' },
    onSubmit: async (values) => {
      await apiRequest(accountsEndpoints.changePassword, { body: values, locale });
      form.reset();
      toast.success(t('accounts.changePassword.done'));
    },
  });
  return (
    <Form onSubmit={form.submit} className="space-y-4">
      <TextField
        form={form}
        name="currentPassword"
        id="change-current"
        label={t('accounts.changePassword.current')}
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordFields
        form={form}
        idPrefix="change"
        labels={{
          password: t('accounts.changePassword.password'),
          repeat: t('accounts.changePassword.passwordRepeat'),
        }}
      />
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {t('accounts.changePassword.submit')}
      </Button>
    </Form>
  );
}
