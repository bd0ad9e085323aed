'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountsEndpoints,
  type RecoverConfirmInput,
  recoverConfirmSchema,
  recoverRequestSchema,
} from '@tendero/contracts';
import { Button, Field, Input } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { useFieldMessage } from '@/lib/field-message';
import { flashToast } from '@/lib/flash-toast';
import { reportApiError } from '@/lib/form-errors';
import { NewPasswordFields } from './new-password-fields';

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
      await apiRequest(accountsEndpoints.requestRecovery, { body: values, locale });
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
      await apiRequest(accountsEndpoints.confirmRecovery, { body: values, locale });
      flashToast(t('accounts.recover.done'));
      window.location.assign(`/${locale}/login`);
    } catch (error) {
      reportApiError(error, { values, setError, networkMessage: t('errors.network') });
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
      <NewPasswordFields
        idPrefix="confirm"
        password={register('password')}
        repeat={register('passwordRepeat')}
        errors={errors}
        labels={{ password: t('accounts.recover.password'), repeat: t('accounts.recover.passwordRepeat') }}
      />
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
