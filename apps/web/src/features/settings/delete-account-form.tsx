'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountSchema } from '@tendero/contracts';
import { Button, Field, Input } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { apiRequest } from '../../lib/api-client';
import { useFieldMessage } from '../../lib/field-message';
import { flashToast } from '../../lib/flash-toast';
import { reportApiError } from '../../lib/form-errors';

/** Deleting the account asks for the password, then signs out everywhere ('Account deleted'). */
export function DeleteAccountForm() {
  const t = useTranslations();
  const locale = useLocale();
  const message = useFieldMessage();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }>({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: '' } });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await apiRequest('/api/users/me/delete', { method: 'POST', body: values, locale });
      sessionStorage.clear();
      flashToast(t('settings.remove.done'));
      window.location.replace(`/${locale}/marketplace`);
    } catch (error) {
      reportApiError(error, { values, setError, networkMessage: t('errors.network') });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
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
    </form>
  );
}
