'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordInput, changePasswordSchema } from '@tendero/contracts';
import { Button, Field, Input } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { apiRequest } from '../../lib/api-client';
import { useFieldMessage } from '../../lib/field-message';
import { reportApiError } from '../../lib/form-errors';
import { NewPasswordFields } from './new-password-fields';

/** /change-password: the current password and a new one; the other sessions end. */
export function ChangePasswordForm() {
  const t = useTranslations();
  const locale = useLocale();
  const message = useFieldMessage();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', password: '', passwordRepeat: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await apiRequest('/api/auth/change-password', { method: 'POST', body: values, locale });
      reset();
      toast.success(t('accounts.changePassword.done'));
    } catch (error) {
      reportApiError(error, { values, setError, networkMessage: t('errors.network') });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
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
        register={register}
        errors={errors}
        labels={{
          password: t('accounts.changePassword.password'),
          repeat: t('accounts.changePassword.passwordRepeat'),
        }}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {t('accounts.changePassword.submit')}
      </Button>
    </form>
  );
}
