'use client';

import { type InquiryFormInput, ndaTermsMax } from '@tendero/contracts';
import { Field, Textarea } from '@tendero/ui';
import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { useFieldMessage } from '@/lib/field-message';

/**
 * "Ask only these companies" and, for a private inquiry, "details after NDA" with the client's terms
 * (prefilled with the translated default, editable). Shown when the form asks up to 10 chosen companies.
 */
export function PrivateInquiryFields({
  register,
  errors,
  fieldId,
  setValue,
  isPrivate,
  nda,
  ndaTerms,
}: {
  register: UseFormRegister<InquiryFormInput>;
  errors: FieldErrors<InquiryFormInput>;
  fieldId: (name: string) => string;
  setValue: UseFormSetValue<InquiryFormInput>;
  isPrivate: boolean;
  nda: boolean;
  ndaTerms: string;
}) {
  const t = useTranslations('privateInquiries.form');
  const message = useFieldMessage();
  const ndaField = register('nda');
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input type="checkbox" className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700" {...register('private')} />
        <span>
          <span className="font-medium">{t('privateLabel')}</span>
          <span className="mt-0.5 block text-xs text-slate-600">{t('privateHint')}</span>
        </span>
      </label>
      {isPrivate ? (
        <>
          <label className="flex items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
              {...ndaField}
              onChange={(event) => {
                // The default terms, in the page's language, until the client writes their own.
                if (event.target.checked && ndaTerms.trim() === '') setValue('ndaTerms', t('ndaDefault'));
                return ndaField.onChange(event);
              }}
            />
            <span>
              <span className="font-medium">{t('ndaLabel')}</span>
              <span className="mt-0.5 block text-xs text-slate-600">{t('ndaHint')}</span>
            </span>
          </label>
          {nda ? (
            <Field
              id={fieldId('ndaTerms')}
              label={t('ndaTerms')}
              hint={t('ndaTermsHint')}
              error={message(errors.ndaTerms?.message)}
            >
              <Textarea
                id={fieldId('ndaTerms')}
                rows={5}
                maxLength={ndaTermsMax}
                invalid={!!errors.ndaTerms}
                aria-describedby={errors.ndaTerms ? `${fieldId('ndaTerms')}-error` : `${fieldId('ndaTerms')}-hint`}
                {...register('ndaTerms')}
              />
            </Field>
          ) : null}
        </>
      ) : null}
    </fieldset>
  );
}
