'use client';

import {
  type PendingProvider,
  providerSignUpSchema,
  providersEndpoints,
  type SignInChallenge,
  withLocale,
} from '@tendero/contracts';
import { Button, Card, cx } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { PersonNameFields, PhoneFormField, TermsConsent } from '@/features/accounts';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form, TextField } from '@/lib/form';
import { enterSignedIn } from './enter-signed-in';

/** A new person the provider vouched for: client or company, names, a company's name, the terms. */
export function ProviderSignUpForm({
  pending,
  onChallenge,
}: {
  pending: PendingProvider;
  onChallenge: (challenge: SignInChallenge) => void;
}) {
  const t = useTranslations('providers');
  const tAccounts = useTranslations('accounts');
  const locale = useLocale();
  const provider = t(`names.${pending.provider}`);
  const form = useContractForm(providerSignUpSchema, {
    defaultValues: {
      accountType: 'client',
      firstName: pending.firstName,
      lastName: pending.lastName,
      companyName: '',
      phone: '',
      consent: false,
    },
    onSubmit: async (values) => {
      const body = { ...values, companyName: values.accountType === 'company' ? values.companyName : undefined };
      const result = await apiRequest(providersEndpoints.signUp, { body, locale });
      if (result.outcome === 'signed-in') await enterSignedIn(result, t('signUp.created'));
      else if (result.outcome === 'challenge') onChallenge(result.challenge);
      else window.location.assign(withLocale(locale, result.next));
    },
  });
  const accountType = form.watch('accountType');

  return (
    <Card>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('signUp.title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('signUp.lead', { provider })}</p>
      <dl className="mt-4 rounded-xl bg-slate-50 p-4 text-sm">
        <dt className="text-slate-600">{t('signUp.email')}</dt>
        <dd className="font-medium break-words text-slate-900">{pending.email}</dd>
        <dd className="mt-1 text-slate-600">
          {pending.emailVerified ? t('signUp.emailVerified', { provider }) : t('signUp.emailUnverified', { provider })}
        </dd>
      </dl>
      <Form onSubmit={form.submit} className="mt-6 space-y-4">
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('signUp.accountType')}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {(['client', 'company'] as const).map((type) => (
              <label
                key={type}
                className={cx(
                  'flex cursor-pointer items-start gap-2 rounded-lg border p-3 text-sm',
                  accountType === type
                    ? 'border-brand-600 bg-brand-50 text-brand-900'
                    : 'border-slate-300 text-slate-800',
                )}
              >
                <input
                  type="radio"
                  name="accountType"
                  value={type}
                  checked={accountType === type}
                  onChange={() => form.setValue('accountType', type)}
                  className="mt-0.5 accent-brand-700"
                />
                <span>
                  <span className="block font-semibold">{t(`signUp.${type}`)}</span>
                  <span className="block text-slate-600">{t(`signUp.${type}Hint`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <PersonNameFields
          form={form}
          idPrefix="provider"
          labels={{ firstName: t('signUp.firstName'), lastName: t('signUp.lastName') }}
        />
        {accountType === 'company' ? (
          <TextField
            form={form}
            name="companyName"
            id="provider-companyName"
            label={t('signUp.companyName')}
            autoComplete="organization"
          />
        ) : null}
        <PhoneFormField form={form} id="provider-phone" label={t('signUp.phone')} geolocationUrl={null} />
        <TermsConsent form={form} />
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {t('signUp.submit')}
        </Button>
        <p className="text-xs text-slate-600">{tAccounts('login.reps')}</p>
      </Form>
    </Card>
  );
}
