'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type AcceptInvitationInput, acceptInvitationSchema, roleHome, type SignInResult } from '@tendero/contracts';
import { Button } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { apiRequest } from '../../lib/api-client';
import { flashToast } from '../../lib/flash-toast';
import { reportApiError } from '../../lib/form-errors';
import { NewPasswordFields } from '../accounts/new-password-fields';

/** An invited sales rep's first sign-in: set a password, then the page signs them in. */
export function AcceptInvitationForm({ token }: { token: string }) {
  const t = useTranslations();
  const locale = useLocale();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AcceptInvitationInput>({
    resolver: zodResolver(acceptInvitationSchema),
    defaultValues: { token, password: '', passwordRepeat: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { username } = await apiRequest<{ username: string }>('/api/auth/invitation/accept', {
        method: 'POST',
        body: values,
        locale,
      });
      const session = await apiRequest<SignInResult>('/api/auth/sign-in', {
        method: 'POST',
        body: { username, password: values.password },
        locale,
      });
      await apiRequest(`/api/users/${encodeURIComponent(session.userId)}/active`, { method: 'PUT', locale });
      flashToast(t('accounts.login.signedIn'));
      window.location.assign(`/${locale}${roleHome[session.role]}`);
    } catch (error) {
      reportApiError(error, { values, setError, networkMessage: t('errors.network') });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <NewPasswordFields
        idPrefix="invitation"
        register={register}
        errors={errors}
        labels={{ password: t('companies.invitation.password'), repeat: t('companies.invitation.passwordRepeat') }}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {t('companies.invitation.submit')}
      </Button>
    </form>
  );
}
