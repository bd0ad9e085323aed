'use client';

import { accountsEndpoints, signUpSchema } from '@tendero/contracts';
import { Button, cx, Field } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form, TextField } from '@/lib/form';
import { NewPasswordFields } from './new-password-fields';
import { PhoneField } from './phone-field';
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
  const { errors } = form.formState;

  const field = (
    name: 'firstName' | 'lastName' | 'companyName' | 'email' | 'username',
    autoComplete: string,
    type = 'text',
  ) => (
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
      <div className="grid gap-4 sm:grid-cols-2">
        {field('firstName', 'given-name')}
        {field('lastName', 'family-name')}
      </div>
      {accountType === 'company' ? field('companyName', 'organization') : null}
      {field('email', 'email', 'email')}
      <Field id="register-phone" label={t('accounts.login.phone')} error={form.message(errors.phone?.message)}>
        <Controller
          control={form.control}
          name="phone"
          render={({ field: phone }) => (
            <PhoneField
              id="register-phone"
              value={phone.value}
              onChange={phone.onChange}
              onBlur={phone.onBlur}
              invalid={!!errors.phone}
              geolocationUrl={phoneGeolocationUrl}
            />
          )}
        />
      </Field>
      {field('username', 'username')}
      <NewPasswordFields
        idPrefix="register"
        password={form.register('password')}
        repeat={form.register('passwordRepeat')}
        errors={errors}
        labels={{ password: t('accounts.login.password'), repeat: t('accounts.login.passwordRepeat') }}
        columns
      />
      <TermsConsent
        field={form.register('consent')}
        error={errors.consent ? (form.message(errors.consent.message) ?? '') : null}
      />
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {t('accounts.login.submitRegister')}
      </Button>
      <p className="text-xs text-slate-600">{t('accounts.login.reps')}</p>
    </Form>
  );
}
