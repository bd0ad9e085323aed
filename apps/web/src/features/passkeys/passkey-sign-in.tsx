'use client';

import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';
import { accountsEndpoints, afterSignInPath, passkeysEndpoints } from '@tendero/contracts';
import { Button, OrDivider } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { flashToast } from '@/lib/flash-toast';
import { toast } from '@/lib/toast';
import { ceremonyOutcome } from './ceremony-errors';

/**
 * "Sign in with a passkey" under the password form: any passkey of this site the device holds
 * (discoverable credentials), verified by the device. Where the browser offers it, the passkeys also show
 * in the login field's autofill (conditional UI: the field says `autocomplete="username webauthn"`).
 * The API opens the session as the password sign-in does (same cookies); then the same way on.
 */
/** Opens the session with the signed challenge, then goes on as the password sign-in does. */
async function finishSignIn(
  challengeId: string,
  response: Awaited<ReturnType<typeof startAuthentication>>,
  locale: string,
  signedInText: string,
) {
  const result = await apiRequest(passkeysEndpoints.signIn, { body: { challengeId, response }, locale });
  await apiRequest(accountsEndpoints.markActive, { params: { id: result.userId }, locale });
  flashToast(signedInText);
  // Back to where the user was sent from, when their role may open it.
  const next = new URLSearchParams(window.location.search).get('next');
  window.location.assign(afterSignInPath(next, result.role, locale));
}

export function PasskeySignIn() {
  const t = useTranslations();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [supported, setSupported] = useState(true);
  const signedInText = t('accounts.login.signedIn');
  const networkText = t('errors.network');

  // Conditional UI: waits quietly for a passkey picked from the login field's suggestions.
  useEffect(() => {
    setSupported(browserSupportsWebAuthn());
    let live = true;
    (async () => {
      if (!(await browserSupportsWebAuthnAutofill())) return;
      const { challengeId, options } = await apiRequest(passkeysEndpoints.signInOptions, { locale });
      if (!live) return;
      const response = await startAuthentication({ optionsJSON: options, useBrowserAutofill: true });
      setBusy(true);
      await finishSignIn(challengeId, response, locale, signedInText);
    })().catch((error: unknown) => {
      setBusy(false);
      if (live && ceremonyOutcome(error) === 'other') {
        toast.error(describeApiError(error, networkText), { className: 'whitespace-pre-line' });
      }
    });
    return () => {
      live = false;
      WebAuthnAbortService.cancelCeremony();
    };
  }, [locale, signedInText, networkText]);

  async function signIn() {
    setBusy(true);
    try {
      const { challengeId, options } = await apiRequest(passkeysEndpoints.signInOptions, { locale });
      // Starting a ceremony cancels the waiting autofill one.
      const response = await startAuthentication({ optionsJSON: options });
      await finishSignIn(challengeId, response, locale, signedInText);
    } catch (error) {
      setBusy(false);
      const outcome = ceremonyOutcome(error);
      if (outcome === 'cancelled') toast.error(t('passkeys.signIn.cancelled'));
      else if (outcome === 'other')
        toast.error(describeApiError(error, networkText), { className: 'whitespace-pre-line' });
      else toast.error(t('passkeys.signIn.unsupported'));
    }
  }

  if (!supported) return null;
  return (
    <div className="mt-4">
      <OrDivider label={t('passkeys.signIn.or')} className="uppercase" />
      <Button variant="secondary" className="mt-4 w-full" onClick={signIn} disabled={busy}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5 fill-none stroke-current stroke-2">
          <circle cx="8" cy="9" r="4" />
          <path d="M2 21v-1a6 6 0 0 1 10-4.5M16 13a3 3 0 1 1 3 2.8V21l-1.5 1-1.5-1v-1l1-1-1-1v-2.2A3 3 0 0 1 16 13z" />
        </svg>
        {busy ? t('passkeys.signIn.working') : t('passkeys.signIn.button')}
      </Button>
    </div>
  );
}
