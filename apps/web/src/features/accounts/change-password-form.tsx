'use client';
import { accountsEndpoints, changePasswordSchema } from '@tendero/contracts';
import { Button, Field, Input } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form } from '@/lib/form';
import { toast } from '@/lib/toast';
import { NewPasswordFields } from './new-password-fields';

/** /change-password: the current password and a new one; the other sessions end. */
export function ChangePasswordForm() {
  const t = useTranslations();
  const locale = useLocale();
  const {
    register,
    reset,
    submit,
    message,
    formState: { errors, isSubmitting },
  } = useContractForm(changePasswordSchema, {
    defaultValues: { currentPassword: '', password: '', passwordRepeat: '' },
    onSubmit: async (values) => {
      await apiRequest(accountsEndpoints.changePassword, { body: values, locale });
      reset();
      toast.success(t('accounts.changePassword.done'));
    },
  });
  return (
    <Form onSubmit={submit} className="space-y-4">
      <Field
        id="change-current"
        label={t('accounts.changePassword.current')}
        error={message(errors.currentPassword?.message)}
      >
        <Input
          id="change-current"
          type="password"
          autoComplete="current-password"
          invalid={!!errors.currentPassword}
          {...register('currentPassword')}
        />
      </Field>
      <NewPasswordFields
        idPrefix="change"
        password={register('password')}
        repeat={register('passwordRepeat')}
        errors={errors}
        labels={{
          password: t('accounts.changePassword.password'),
          repeat: t('accounts.changePassword.passwordRepeat'),
        }}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {t('accounts.changePassword.submit')}
      </Button>
    </Form>
  );
}
