'use client';
import { acceptInvitationSchema, accountsEndpoints, companiesEndpoints, roleHome } from '@tendero/contracts';
import { Button } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { NewPasswordFields } from '@/features/accounts';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { flashToast } from '@/lib/flash-toast';

/** An invited sales rep's first sign-in: set a password, then the page signs them in. */
export function AcceptInvitationForm({ token }: { token: string }) {
  const t = useTranslations();
  const locale = useLocale();
  const {
    register,
    submit,
    formState: { errors, isSubmitting },
  } = useContractForm(acceptInvitationSchema, {
    defaultValues: { token, password: '', passwordRepeat: '' },
    onSubmit: async (values) => {
      const { username } = await apiRequest(companiesEndpoints.acceptInvitation, { body: values, locale });
      const session = await apiRequest(accountsEndpoints.signIn, {
        body: { username, password: values.password },
        locale,
      });
      await apiRequest(accountsEndpoints.markActive, { params: { id: session.userId }, locale });
      flashToast(t('accounts.login.signedIn'));
      window.location.assign(`/${locale}${roleHome[session.role]}`);
    },
  });
  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-4">
      <NewPasswordFields
        idPrefix="invitation"
        password={register('password')}
        repeat={register('passwordRepeat')}
        errors={errors}
        labels={{ password: t('companies.invitation.password'), repeat: t('companies.invitation.passwordRepeat') }}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {t('companies.invitation.submit')}
      </Button>
    </form>
  );
}
