'use client';
import {
  acceptInvitationSchema,
  accountsEndpoints,
  companiesEndpoints,
  isSignInChallenge,
  roleHome,
} from '@tendero/contracts';
import { Button } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { NewPasswordFields, TermsConsent } from '@/features/accounts';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { flashToast } from '@/lib/flash-toast';
import { Form } from '@/lib/form';

/**
 * An invited sales rep's (or manager's) first sign-in: set a password and accept the terms (recorded with
 * the versions accepted, as at sign-up), then the page signs them in.
 */
export function AcceptInvitationForm({ token }: { token: string }) {
  const t = useTranslations();
  const locale = useLocale();
  const form = useContractForm(acceptInvitationSchema, {
    defaultValues: { token, password: '', passwordRepeat: '', consent: false },
    onSubmit: async (values) => {
      const { username } = await apiRequest(companiesEndpoints.acceptInvitation, { body: values, locale });
      const session = await apiRequest(accountsEndpoints.signIn, {
        body: { username, password: values.password },
        locale,
      });
      // A new member has no second factor yet; should one be asked, the sign-in form takes it.
      if (isSignInChallenge(session)) {
        window.location.assign(`/${locale}/login`);
        return;
      }
      await apiRequest(accountsEndpoints.markActive, { params: { id: session.userId }, locale });
      flashToast(t('accounts.login.signedIn'));
      window.location.assign(`/${locale}${roleHome[session.role]}`);
    },
  });
  return (
    <Form onSubmit={form.submit} className="space-y-4">
      <NewPasswordFields
        form={form}
        idPrefix="invitation"
        labels={{ password: t('companies.invitation.password'), repeat: t('companies.invitation.passwordRepeat') }}
      />
      <TermsConsent form={form} />
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {t('companies.invitation.submit')}
      </Button>
    </Form>
  );
}
