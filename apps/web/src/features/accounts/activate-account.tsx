'use client';

import { accountsEndpoints, resendActivationSchema } from '@tendero/contracts';
import { Button, buttonClass, Field, Input } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ApiError, apiRequest, describeApiError } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form } from '@/lib/form';
import { toast } from '@/lib/toast';

type Outcome = { kind: 'working' } | { kind: 'done' } | { kind: 'failed'; message: string; reason?: string };

const resendDefaults = { email: '' };

/** /activate-account?token=…: confirms the e-mail once, or explains why not and offers a new link. */
export function ActivateAccount({ token }: { token: string | null }) {
  const t = useTranslations();
  const locale = useLocale();
  const started = useRef(false);
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { kind: 'working' } : { kind: 'failed', message: t('accounts.activate.missing') },
  );

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    apiRequest(accountsEndpoints.activate, { body: { token }, locale })
      .then(() => setOutcome({ kind: 'done' }))
      .catch((error: unknown) =>
        setOutcome({
          kind: 'failed',
          message: describeApiError(error, t('errors.network')),
          reason: error instanceof ApiError ? error.envelope?.reason : undefined,
        }),
      );
  }, [token, locale, t]);

  const signIn = (
    <a href={`/${locale}/login`} className={buttonClass('primary', 'md', 'mt-6')}>
      {t('accounts.activate.signIn')}
    </a>
  );

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('accounts.activate.title')}</h1>
      <div role="status" className="mt-4 text-slate-700">
        {outcome.kind === 'working' ? t('accounts.activate.working') : null}
        {outcome.kind === 'done' ? <p className="font-medium text-brand-800">{t('accounts.activate.done')}</p> : null}
        {outcome.kind === 'failed' ? <p className="text-red-700">{outcome.message}</p> : null}
      </div>
      {outcome.kind === 'done' || (outcome.kind === 'failed' && outcome.reason === 'ACTIVATION_USED') ? signIn : null}
      {outcome.kind === 'failed' && outcome.reason !== 'ACTIVATION_USED' ? <ResendActivation /> : null}
    </div>
  );
}

function ResendActivation() {
  const t = useTranslations();
  const locale = useLocale();
  const [sent, setSent] = useState(false);
  const {
    register,
    submit: onSubmit,
    message,
    formState: { errors, isSubmitting },
  } = useContractForm(resendActivationSchema, {
    defaultValues: resendDefaults,
    onSubmit: async (values) => {
      try {
        await apiRequest(accountsEndpoints.resendActivation, { body: values, locale });
        setSent(true);
      } catch (error) {
        toast.error(describeApiError(error, t('errors.network')));
      }
    },
  });
  return (
    <Form onSubmit={onSubmit} className="mt-6 space-y-3 border-t border-slate-200 pt-6">
      <h2 className="font-semibold text-slate-900">{t('accounts.activate.resendTitle')}</h2>
      <Field id="resend-email" label={t('accounts.activate.resendEmail')} error={message(errors.email?.message)}>
        <Input id="resend-email" type="email" autoComplete="email" invalid={!!errors.email} {...register('email')} />
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {t('accounts.activate.resend')}
      </Button>
      {sent ? (
        <p role="status" className="text-sm text-brand-800">
          {t('accounts.activate.resent')}
        </p>
      ) : null}
    </Form>
  );
}
