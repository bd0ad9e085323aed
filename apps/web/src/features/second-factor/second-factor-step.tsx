'use client';

import { startAuthentication } from '@simplewebauthn/browser';
import {
  type SecondFactorAnswer,
  type SignInChallenge,
  type SignInSession,
  secondFactorAnswerSchema,
  secondFactorEndpoints,
} from '@tendero/contracts';
import { Button } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form, TextField } from '@/lib/form';
import { toast } from '@/lib/toast';

/**
 * The sign-in's second step: a code from the authenticator app (or, switched, a recovery code) answers the
 * challenge the password earned; "trust this device" skips the step on this browser for 30 days.
 */
export function SecondFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: SignInChallenge;
  onSignedIn: (session: SignInSession) => Promise<void>;
  onRestart: () => void;
}) {
  const t = useTranslations('secondFactor.signIn');
  const tErrors = useTranslations('errors');
  const locale = useLocale();
  const form = useContractForm(secondFactorAnswerSchema, {
    defaultValues: { challengeId: challenge.id, method: 'totp', code: '', trustDevice: false },
    onSubmit: async (values: SecondFactorAnswer) => {
      const session = await apiRequest(secondFactorEndpoints.answerSignIn, { body: values, locale });
      await onSignedIn(session);
    },
  });
  const method = form.watch('method');
  const byCode = challenge.methods.includes('totp') || challenge.methods.length === 0;
  const byPasskey = challenge.methods.includes('passkey');
  async function answerWithPasskey() {
    try {
      const { challengeId, options } = await apiRequest(secondFactorEndpoints.passkeyOptions, {
        body: { challengeId: challenge.id },
        locale,
      });
      const response = await startAuthentication({ optionsJSON: options as never });
      const session = await apiRequest(secondFactorEndpoints.answerSignIn, {
        body: {
          challengeId: challenge.id,
          method: 'passkey',
          passkey: { challengeId, response },
          trustDevice: form.getValues('trustDevice') ?? false,
        },
        locale,
      });
      await onSignedIn(session);
    } catch (error) {
      const cancelled = (error as { name?: unknown } | null)?.name;
      if (cancelled === 'NotAllowedError' || cancelled === 'AbortError') toast.error(t('passkeyCancelled'));
      else toast.error(describeApiError(error, tErrors('network')));
    }
  }
  const switchMethod = (next: 'totp' | 'recovery') => {
    form.setValue('method', next);
    form.setValue('code', '');
    form.clearErrors('code');
  };
  return (
    <Form onSubmit={form.submit} className="space-y-4" aria-labelledby="second-factor-title">
      <h2 id="second-factor-title" className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      {byCode ? null : <p className="text-sm text-slate-700">{t('passkeyIntro')}</p>}
      {byCode ? <p className="text-sm text-slate-700">{method === 'totp' ? t('intro') : t('recoveryIntro')}</p> : null}
      {byCode ? (
        <TextField
          key={method}
          form={form}
          name="code"
          id="second-factor-code"
          label={method === 'totp' ? t('code') : t('recoveryCode')}
          autoComplete="one-time-code"
          inputMode={method === 'totp' ? 'numeric' : 'text'}
          autoFocus
          maxLength={method === 'totp' ? 7 : 12}
        />
      ) : null}
      <label className="flex items-center gap-3 text-sm text-slate-800">
        <input type="checkbox" className="h-4 w-4 accent-brand-700" {...form.register('trustDevice')} />
        {t('trustDevice')}
      </label>
      {byCode ? (
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {t('submit')}
        </Button>
      ) : null}
      {byPasskey ? (
        <Button type="button" variant={byCode ? 'secondary' : 'primary'} className="w-full" onClick={answerWithPasskey}>
          {t('usePasskey')}
        </Button>
      ) : null}
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        {byCode ? (
          <button
            type="button"
            className="font-medium text-brand-800 underline-offset-2 hover:underline"
            onClick={() => switchMethod(method === 'totp' ? 'recovery' : 'totp')}
          >
            {method === 'totp' ? t('useRecovery') : t('useApp')}
          </button>
        ) : (
          <span />
        )}
        <button type="button" className="text-slate-600 underline-offset-2 hover:underline" onClick={onRestart}>
          {t('back')}
        </button>
      </div>
    </Form>
  );
}
