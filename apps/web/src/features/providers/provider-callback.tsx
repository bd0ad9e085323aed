'use client';

import { type PendingProvider, providersEndpoints, type SignInChallenge, withLocale } from '@tendero/contracts';
import { Card } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { SecondFactorStep } from '@/features/second-factor';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { enterSignedIn } from './enter-signed-in';
import { ProviderLinkForms } from './provider-link-forms';
import { ProviderSignUpForm } from './provider-sign-up-form';

type View =
  | { kind: 'working' }
  | { kind: 'failed'; message: string }
  | { kind: 'pending'; pending: PendingProvider }
  | { kind: 'challenge'; challenge: SignInChallenge };

/**
 * `/login/provider`, where Google or Microsoft send the person back: passes their answer (state, code) to
 * the API once, then shows what follows (signed in, a new account to create, a link to confirm) or why not.
 */
export function ProviderCallback() {
  const t = useTranslations('providers');
  const tAccounts = useTranslations('accounts');
  const tErrors = useTranslations('errors');
  const locale = useLocale();
  const [view, setView] = useState<View>({ kind: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(window.location.search);
    const state = params.get('state');
    // The answer is used once: the address loses it, so a reload asks what is pending instead.
    window.history.replaceState(null, '', withLocale(locale, '/login/provider'));
    const show = (pending: PendingProvider) => {
      if (pending.locale !== locale) window.location.replace(withLocale(pending.locale, '/login/provider'));
      else setView({ kind: 'pending', pending });
    };
    const run = async () => {
      if (!state) return show(await apiRequest(providersEndpoints.pending, { locale }));
      const result = await apiRequest(providersEndpoints.callback, {
        locale,
        body: {
          state,
          code: params.get('code') ?? undefined,
          iss: params.get('iss') ?? undefined,
          error: params.get('error') ?? undefined,
        },
      });
      if (result.outcome === 'signed-in') return enterSignedIn(result, tAccounts('login.signedIn'));
      if (result.outcome === 'challenge') return setView({ kind: 'challenge', challenge: result.challenge });
      show(result.pending);
    };
    run().catch((error: unknown) => setView({ kind: 'failed', message: describeApiError(error, tErrors('network')) }));
  }, [locale, tAccounts, tErrors]);

  const askSecondFactor = (challenge: SignInChallenge) => setView({ kind: 'challenge', challenge });
  if (view.kind === 'challenge') {
    // The provider proved who it is; the person's second factor is still to give (issue 37).
    return (
      <Card>
        <SecondFactorStep
          challenge={view.challenge}
          onSignedIn={(session) =>
            enterSignedIn({ outcome: 'signed-in', ...session, locale }, tAccounts('login.signedIn'))
          }
          onRestart={() => window.location.assign(withLocale(locale, '/login'))}
        />
      </Card>
    );
  }
  if (view.kind === 'pending') {
    return view.pending.kind === 'sign-up' ? (
      <ProviderSignUpForm pending={view.pending} onChallenge={askSecondFactor} />
    ) : (
      <ProviderLinkForms pending={view.pending} onChallenge={askSecondFactor} />
    );
  }
  return (
    <Card>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">
        {view.kind === 'failed' ? t('callback.failedTitle') : t('callback.title')}
      </h1>
      {view.kind === 'failed' ? (
        <>
          <p role="alert" className="mt-3 text-sm text-red-700">
            {view.message}
          </p>
          <a
            href={withLocale(locale, '/login')}
            className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:text-brand-900"
          >
            {t('callback.backToLogin')}
          </a>
        </>
      ) : (
        <p className="mt-3 text-sm text-slate-600" aria-live="polite">
          {t('callback.working')}
        </p>
      )}
    </Card>
  );
}
