'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type RecoverConfirmInput, recoverConfirmSchema, recoverRequestSchema } from '@tendero/contracts';
import { Button, Field, Input } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError, apiRequest, describeApiError } from '../../lib/api-client';
import { useFieldMessage } from '../../lib/field-message';
import { flashToast } from '../../lib/flash-toast';

/** /recover: the e-mail that gets a 6-digit code; then /recover/confirm. */
export function RecoverRequestForm() {
  const t = useTranslations();
  const locale = useLocale();
  const message = useFieldMessage();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ resolver: zodResolver(recoverRequestSchema), defaultValues: { email: '' } });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await apiRequest('/api/auth/recover', { method: 'POST', body: values, locale });
      window.location.assign(`/${locale}/recover/confirm?email=${encodeURIComponent(values.email)}`);
    } catch (error) {
      toast.error(describeApiError(error, t('errors.network')));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field id="recover-email" label={t('accounts.recover.email')} error={message(errors.email?.message)}>
        <Input id="recover-email" type="email" autoComplete="email" invalid={!!errors.email} {...register('email')} />
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {t('accounts.recover.send')}
      </Button>
    </form>
  );
}

export function RecoverConfirmForm({ email }: { email: string }) {
  const t = useTranslations();
  const locale = useLocale();
  const message = useFieldMessage();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RecoverConfirmInput>({
    resolver: zodResolver(recoverConfirmSchema),
    defaultValues: { email, code: '', password: '', passwordRepeat: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await apiRequest('/api/auth/recover/confirm', { method: 'POST', body: values, locale });
      flashToast(t('accounts.recover.done'));
      window.location.assign(`/${locale}/login`);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const field of error.envelope?.fieldErrors ?? []) {
          if (field.path in values) setError(field.path as keyof RecoverConfirmInput, { message: field.message });
        }
      }
      toast.error(describeApiError(error, t('errors.network')), { className: 'whitespace-pre-line' });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field id="confirm-email" label={t('accounts.recover.email')} error={message(errors.email?.message)}>
        <Input id="confirm-email" type="email" autoComplete="email" invalid={!!errors.email} {...register('email')} />
      </Field>
      <Field id="confirm-code" label={t('accounts.recover.code')} error={message(errors.code?.message)}>
        <Input
          id="confirm-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          invalid={!!errors.code}
          {...register('code')}
        />
      </Field>
      <Field
        id="confirm-password"
        label={t('accounts.recover.password')}
        hint={t('accounts.login.passwordHint')}
        error={message(errors.password?.message)}
      >
        <Input
          id="confirm-password"
          type="password"
          autoComplete="new-password"
          invalid={!!errors.password}
          {...register('password')}
        />
      </Field>
      <Field
        id="confirm-passwordRepeat"
        label={t('accounts.recover.passwordRepeat')}
        error={message(errors.passwordRepeat?.message)}
      >
        <Input
          id="confirm-passwordRepeat"
          type="password"
          autoComplete="new-password"
          invalid={!!errors.passwordRepeat}
          {...register('passwordRepeat')}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {t('accounts.recover.submit')}
      </Button>
      <p className="text-center text-sm">
        <a className="font-semibold text-brand-700 hover:text-brand-900" href={`/${locale}/recover`}>
          {t('accounts.recover.again')}
        </a>
      </p>
    </form>
  );
}
