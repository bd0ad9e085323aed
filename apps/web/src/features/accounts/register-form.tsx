'use client';

import { accountsEndpoints, signUpSchema } from '@tendero/contracts';
import { Button, cx } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form, TextField } from '@/lib/form';
import { NewPasswordFields } from './new-password-fields';
import { PersonNameFields } from './person-name-fields';
import { PhoneFormField } from './phone-field';
import { TermsConsent } from './terms-consent';

/** The register form of SPEC §3/§5, validated here and on the server with the same contract. */
export function RegisterForm({ phoneGeolocationUrl }: { phoneGeolocationUrl: string | null }) {
  const t = useTranslations();
  const locale = useLocale();
  const form = useContractForm(signUpSchema, {
    defaultValues: {
      accountType: 'client',
      firstName: '',
      lastName: '',
      companyName: '',
      email: '',
      phone: '',
      username: '',
      password: '',
      passwordRepeat: '',
      consent: false,
    },
    onSubmit: async (values) => {
      const body = { ...values, companyName: values.accountType === 'company' ? values.companyName : undefined };
      const result = await apiRequest(accountsEndpoints.signUp, { body, locale });
      window.location.assign(`/${locale}${result.next}`);
    },
  });
  const accountType = form.watch('accountType');

  const field = (name: 'companyName' | 'email' | 'username', autoComplete: string, type = 'text') => (
    <TextField
      form={form}
      name={name}
      id={`register-${name}`}
      label={t(`accounts.login.${name}`)}
      hint={name === 'username' ? t('accounts.login.usernameHint') : undefined}
      type={type}
      autoComplete={autoComplete}
    />
  );

  return (
    <Form onSubmit={form.submit} className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('accounts.login.accountType')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {(['client', 'company'] as const).map((type) => (
            <label
              key={type}
              className={cx(
                'flex cursor-pointer items-center gap-2 rounded-lg border p-3 text-sm',
                accountType === type
                  ? 'border-brand-600 bg-brand-50 text-brand-900'
                  : 'border-slate-300 text-slate-800',
              )}
            >
              <input
                type="radio"
                value={type}
                checked={accountType === type}
                onChange={() => form.setValue('accountType', type)}
                className="accent-brand-700"
              />
              {t(`accounts.login.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <PersonNameFields
        form={form}
        idPrefix="register"
        labels={{ firstName: t('accounts.login.firstName'), lastName: t('accounts.login.lastName') }}
      />
      {accountType === 'company' ? field('companyName', 'organization') : null}
      {field('email', 'email', 'email')}
      <PhoneFormField
        form={form}
        id="register-phone"
        label={t('accounts.login.phone')}
        geolocationUrl={phoneGeolocationUrl}
      />
      {field('username', 'username')}
      <NewPasswordFields
        form={form}
        idPrefix="register"
        labels={{ password: t('accounts.login.password'), repeat: t('accounts.login.passwordRepeat') }}
        columns
      />
      <TermsConsent form={form} />
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {t('accounts.login.submitRegister')}
      </Button>
      <p className="text-xs text-slate-600">{t('accounts.login.reps')}</p>
    </Form>
  );
}
