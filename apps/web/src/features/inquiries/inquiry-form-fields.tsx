'use client';

import { currencies, type InquiryFormInput, type Locale, visibilityDays, withLocale } from '@tendero/contracts';
import { cx, Field, Input, Select } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { countryName } from '@/features/catalog';
import { useFieldMessage } from '@/lib/field-message';
import { useInquiryScope } from './inquiry-scope-provider';

/** What the inquiry form's field groups need of the form: its registration and its errors. */
type FieldsProps = {
  register: UseFormRegister<InquiryFormInput>;
  errors: FieldErrors<InquiryFormInput>;
  fieldId: (name: string) => string;
};

/** How long the inquiry stays visible (new ones only) and where the work is. */
export function VisibilityAndCityFields({
  register,
  errors,
  fieldId,
  mode,
}: FieldsProps & { mode: 'create' | 'edit' }) {
  const t = useTranslations('myInquiries.form');
  const tf = useTranslations('inquiries.fields');
  const message = useFieldMessage();
  const locale = useLocale() as Locale;
  const { places } = useInquiryScope();
  const placeGroups = useMemo(() => {
    const groups: { country: string; name: string; places: typeof places }[] = [];
    for (const place of places) {
      const group = groups.find((item) => item.country === place.country);
      if (group) group.places.push(place);
      else groups.push({ country: place.country, name: countryName(place.country, locale), places: [place] });
    }
    return groups;
  }, [places, locale]);
  return (
    <div className={cx('grid gap-5', mode === 'create' && 'sm:grid-cols-2')}>
      {mode === 'create' ? (
        <Field
          id={fieldId('days')}
          label={tf('visibilityDays')}
          hint={t('visibilityHint')}
          error={message(errors.visibilityDays?.message)}
        >
          <Select
            id={fieldId('days')}
            aria-describedby={`${fieldId('days')}-hint`}
            {...register('visibilityDays', { valueAsNumber: true })}
          >
            {visibilityDays.map((days) => (
              <option key={days} value={days}>
                {tf('visibilityOption', { days })}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      <Field id={fieldId('city')} label={tf('city')} hint={t('cityHint')} error={message(errors.city?.message)}>
        <Select
          id={fieldId('city')}
          invalid={!!errors.city}
          aria-describedby={`${fieldId('city')}-hint`}
          {...register('city')}
        >
          <option value="">{t('anyCity')}</option>
          {placeGroups.map((group) => (
            <optgroup key={group.country} label={group.name}>
              {group.places.map((place) => (
                <option key={place.slug} value={place.slug}>
                  {place.name}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </Field>
    </div>
  );
}

/** The budget: from, to and the currency, with one message for both amounts. */
export function BudgetFields({ register, errors, fieldId }: FieldsProps) {
  const t = useTranslations('myInquiries.form');
  const tf = useTranslations('inquiries.fields');
  const message = useFieldMessage();
  const budgetError = message(errors.budgetMin?.message ?? errors.budgetMax?.message);
  return (
    <fieldset aria-describedby={budgetError ? `${fieldId('budget')}-error` : `${fieldId('budget')}-hint`}>
      <legend className="text-sm font-medium text-slate-800">{tf('budget')}</legend>
      <div className="mt-1.5 grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_6.5rem] gap-3">
        <div className="space-y-1">
          <label htmlFor={fieldId('budgetMin')} className="block text-xs text-slate-600">
            {tf('budgetMin')}
          </label>
          <Input
            id={fieldId('budgetMin')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            invalid={!!errors.budgetMin}
            {...register('budgetMin')}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={fieldId('budgetMax')} className="block text-xs text-slate-600">
            {tf('budgetMax')}
          </label>
          <Input
            id={fieldId('budgetMax')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            invalid={!!errors.budgetMax}
            {...register('budgetMax')}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={fieldId('currency')} className="block text-xs text-slate-600">
            {tf('currency')}
          </label>
          <Select id={fieldId('currency')} {...register('currency')}>
            {currencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {budgetError ? (
        <p id={`${fieldId('budget')}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
          {budgetError}
        </p>
      ) : (
        <p id={`${fieldId('budget')}-hint`} className="mt-1.5 text-xs text-slate-600">
          {t('budgetHint')}
        </p>
      )}
    </fieldset>
  );
}

/** Consent to marketing contact from the companies that answer, with the terms it follows. */
export function MarketingConsentField({ register }: Pick<FieldsProps, 'register'>) {
  const t = useTranslations('myInquiries.form');
  const tf = useTranslations('inquiries.fields');
  const locale = useLocale() as Locale;
  return (
    <label className="flex items-start gap-3 text-sm text-slate-700">
      <input type="checkbox" className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700" {...register('marketingConsent')} />
      <span>
        {t.rich('consent', {
          consent: tf('marketingConsent'),
          link: tf('marketingConsentLink'),
          terms: (chunks) => (
            <a
              href={withLocale(locale, '/account-settings/statue')}
              target="_blank"
              rel="noopener"
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {chunks}
            </a>
          ),
        })}
      </span>
    </label>
  );
}
