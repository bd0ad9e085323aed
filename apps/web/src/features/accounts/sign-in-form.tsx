'use client';

import {
  accountsEndpoints,
  isSignInChallenge,
  type SignInChallenge,
  type SignInInput,
  type SignInSession,
  signInSchema,
} from '@tendero/contracts';
import { Button } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { SecondFactorStep } from '@/features/second-factor';
import { ApiError, apiRequest, describeApiError } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form, TextField } from '@/lib/form';
import { toast } from '@/lib/toast';
import { CurrentPasswordField } from './current-password-field';
import { EmailCodeStep, finishBrowserSignIn } from './email-code-step';

const signInDefaults: SignInInput = { username: '', password: '' };

/** SPEC §4 sign-in: username or e-mail and password; the API sets the session cookies. */
export function SignInForm() {
  const t = useTranslations();
  const locale = useLocale();
  // A password manager or a quick visitor may fill the fields before the scripts arrive: that is kept.
  const form = useContractForm(signInSchema, { defaultValues: signInDefaults, onSubmit: signIn });
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);

  async function signedIn(result: SignInSession) {
    await finishBrowserSignIn(result, locale, t('accounts.login.signedIn'));
  }

  async function signIn(values: SignInInput) {
    try {
      const result = await apiRequest(accountsEndpoints.signIn, { body: values, locale });
      // One more step (a second factor, an e-mailed code) before the session opens.
      if (isSignInChallenge(result)) setChallenge(result.challenge);
      else await signedIn(result);
    } catch (error) {
      if (error instanceof ApiError && error.envelope?.reason === 'INVALID_CREDENTIALS') {
        form.setError('password', { message: error.envelope.message });
      }
      toast.error(describeApiError(error, t('errors.network')), { className: 'whitespace-pre-line' });
    }
  }

  if (challenge?.kind === 'SECOND_FACTOR') {
    return <SecondFactorStep challenge={challenge} onSignedIn={signedIn} onRestart={() => setChallenge(null)} />;
  }
  if (challenge?.kind === 'EMAIL_CODE') {
    return <EmailCodeStep challenge={challenge} onChallenge={setChallenge} onBack={() => setChallenge(null)} />;
  }
  return (
    <Form onSubmit={form.submit} className="space-y-4">
      <TextField
        form={form}
        name="username"
        id="signin-username"
        label={t('accounts.login.login')}
        // "webauthn": the browser may offer the site's passkeys in this field's suggestions (conditional UI).
        autoComplete="username webauthn"
      />
      <CurrentPasswordField form={form} id="signin-password" label={t('accounts.login.password')} />
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {t('accounts.login.submitSignIn')}
      </Button>
    </Form>
  );
}
