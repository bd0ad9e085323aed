'use client';

import {
  accountsEndpoints,
  afterSignInPath,
  devicesEndpoints,
  type EmailCodeAnswer,
  emailCodeAnswerSchema,
  type SignInChallenge,
  type SignInSession,
} from '@tendero/contracts';
import { Button } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { CodeField } from '@/features/second-factor';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { flashToast } from '@/lib/flash-toast';
import { Form } from '@/lib/form';

/** After a session opened: the account marked active, back where the person was sent from. */
export async function finishBrowserSignIn(result: SignInSession, locale: string, signedInText: string) {
  await apiRequest(accountsEndpoints.markActive, { params: { id: result.userId }, locale });
  flashToast(signedInText);
  // Back to where the user was sent from (an inquiry draft, say) when their role may open it.
  const next = new URLSearchParams(window.location.search).get('next');
  window.location.assign(afterSignInPath(next, result.role, locale));
}

/**
 * The sign-in's `EMAIL_CODE` step (issue 37): the account is under guessing and this device or address
 * is unfamiliar, so the code e-mailed to the account signs in instead of the password.
 */
export function EmailCodeStep({
  challenge,
  onChallenge,
  onBack,
}: {
  challenge: SignInChallenge;
  /** The code was right and a second factor is still to give: the sign-in form shows that step. */
  onChallenge: (next: SignInChallenge) => void;
  onBack: () => void;
}) {
  const t = useTranslations();
  const locale = useLocale();
  const defaults: EmailCodeAnswer = { challengeId: challenge.id, code: '' };
  const form = useContractForm(emailCodeAnswerSchema, {
    defaultValues: defaults,
    onSubmit: async (values) => {
      const result = await apiRequest(devicesEndpoints.answerEmailCode, { body: values, locale });
      if ('challenge' in result) {
        onChallenge(result.challenge);
        return;
      }
      await finishBrowserSignIn(result, locale, t('accounts.login.signedIn'));
    },
  });
  return (
    <Form onSubmit={form.submit} className="space-y-4" data-testid="email-code-step">
      <h2 className="text-lg font-semibold text-slate-900">{t('devices.emailCode.title')}</h2>
      <p className="text-sm text-slate-600">{t('devices.emailCode.lead')}</p>
      <CodeField form={form} id="signin-email-code" label={t('devices.emailCode.code')} maxLength={6} />
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {t('devices.emailCode.submit')}
      </Button>
      <button
        type="button"
        onClick={onBack}
        className="w-full text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        {t('devices.emailCode.back')}
      </button>
    </Form>
  );
}
