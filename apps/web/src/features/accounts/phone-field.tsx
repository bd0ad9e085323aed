'use client';

import { Field, PhoneInput } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';

/** The phone field of every form: PhoneInput with the page's language, labels and default country. */
export function PhoneField(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  geolocationUrl?: string | null;
}) {
  const t = useTranslations('accounts.phone');
  const locale = useLocale();
  return (
    <PhoneInput
      {...props}
      locale={locale}
      defaultCountry={locale === 'pl' ? 'PL' : undefined}
      labels={{
        country: t('country'),
        chooseCountry: t('chooseCountry'),
        search: t('search'),
        noResults: t('noResults'),
      }}
    />
  );
}

/**
 * The labelled `PhoneField` of a `useContractForm` form with a `phone` field: its translated error under it,
 * the control marked invalid by it.
 */
export function PhoneFormField<T extends FieldValues & { phone?: string | null }>({
  form,
  id,
  label,
  hint,
  geolocationUrl,
}: {
  form: Pick<UseFormReturn<T>, 'control' | 'formState'> & { message: (text: string | undefined) => string | undefined };
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  geolocationUrl?: string | null;
}) {
  const error = form.formState.errors.phone;
  return (
    <Field id={id} label={label} hint={hint} error={form.message(error?.message as string | undefined)}>
      <Controller
        control={form.control}
        name={'phone' as FieldPath<T>}
        render={({ field }) => (
          <PhoneField
            id={id}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            invalid={!!error}
            geolocationUrl={geolocationUrl}
          />
        )}
      />
    </Field>
  );
}
