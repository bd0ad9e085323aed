'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordInput, changePasswordSchema } from '@tendero/contracts';
import { Button, Field, Input } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError, apiRequest, describeApiError } from '../../lib/api-client';
import { useFieldMessage } from '../../lib/field-message';

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
      if (error instanceof ApiError) {
        for (const field of error.envelope?.fieldErrors ?? []) {
          if (field.path in values) setError(field.path as keyof ChangePasswordInput, { message: field.message });
        }
      }
      toast.error(describeApiError(error, t('errors.network')), { className: 'whitespace-pre-line' });
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
      <Field
        id="change-password"
        label={t('accounts.changePassword.password')}
        hint={t('accounts.login.passwordHint')}
        error={message(errors.password?.message)}
      >
        <Input
          id="change-password"
          type="password"
          autoComplete="new-password"
          invalid={!!errors.password}
          {...register('password')}
        />
      </Field>
      <Field
        id="change-passwordRepeat"
        label={t('accounts.changePassword.passwordRepeat')}
        error={message(errors.passwordRepeat?.message)}
      >
        <Input
          id="change-passwordRepeat"
          type="password"
          autoComplete="new-password"
          invalid={!!errors.passwordRepeat}
          {...register('passwordRepeat')}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {t('accounts.changePassword.submit')}
      </Button>
    </form>
  );
}
