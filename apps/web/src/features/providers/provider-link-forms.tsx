'use client';

import {
  type PendingProvider,
  type ProviderCallbackResult,
  providerLinkCodeSchema,
  providerLinkPasswordSchema,
  providersEndpoints,
  type SignInChallenge,
} from '@tendero/contracts';
import { Button, Card } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { CurrentPasswordField } from '@/features/accounts';
import { CodeField } from '@/features/second-factor';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form } from '@/lib/form';
import { toast } from '@/lib/toast';
import { enterSignedIn } from './enter-signed-in';

/**
 * An account with the provider's (verified) e-mail exists: its owner confirms the link with the password,
 * or with a code e-mailed to the account. Nothing is linked and no session opens before that.
 */
export function ProviderLinkForms({
  pending,
  onChallenge,
}: {
  pending: PendingProvider;
  /** Linked, and the account's second factor is still to give. */
  onChallenge: (challenge: SignInChallenge) => void;
}) {
  const t = useTranslations('providers');
  const tErrors = useTranslations('errors');
  const locale = useLocale();
  const provider = t(`names.${pending.provider}`);
  const [codeSent, setCodeSent] = useState(pending.codeSent);
  const [sending, setSending] = useState(false);
  const linked = t('link.linked', { provider });
  const linkedThen = async (result: ProviderCallbackResult) => {
    if (result.outcome === 'signed-in') await enterSignedIn(result, linked);
    else if (result.outcome === 'challenge') onChallenge(result.challenge);
  };

  const passwordForm = useContractForm(providerLinkPasswordSchema, {
    defaultValues: { password: '' },
    onSubmit: async (body) => {
      await linkedThen(await apiRequest(providersEndpoints.linkWithPassword, { body, locale }));
    },
  });
  const codeForm = useContractForm(providerLinkCodeSchema, {
    defaultValues: { code: '' },
    onSubmit: async (body) => {
      await linkedThen(await apiRequest(providersEndpoints.linkWithCode, { body, locale }));
    },
  });

  async function sendCode() {
    setSending(true);
    try {
      await apiRequest(providersEndpoints.sendLinkCode, { locale });
      setCodeSent(true);
      toast.success(t('link.codeSent', { email: pending.email }));
    } catch (error) {
      toast.error(describeApiError(error, tErrors('network')));
    } finally {
      setSending(false);
    }
  }

  return (
    <Card>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('link.title', { provider })}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('link.lead', { provider, email: pending.email })}</p>
      <Form onSubmit={passwordForm.submit} className="mt-6 space-y-4">
        <CurrentPasswordField form={passwordForm} id="link-password" label={t('link.password')} />
        <Button type="submit" className="w-full" disabled={passwordForm.formState.isSubmitting}>
          {t('link.withPassword')}
        </Button>
      </Form>
      <div className="mt-8 border-t border-slate-200 pt-6 text-sm">
        <p className="text-slate-700">{t('link.orCode')}</p>
        <Button type="button" variant="secondary" className="mt-3" disabled={sending} onClick={sendCode}>
          {t('link.sendCode')}
        </Button>
        {codeSent ? (
          <Form onSubmit={codeForm.submit} className="mt-4 space-y-4">
            <p className="text-slate-600">{t('link.codeSent', { email: pending.email })}</p>
            <CodeField form={codeForm} id="link-code" label={t('link.code')} />
            <Button type="submit" className="w-full" disabled={codeForm.formState.isSubmitting}>
              {t('link.withCode')}
            </Button>
          </Form>
        ) : null}
      </div>
    </Card>
  );
}
