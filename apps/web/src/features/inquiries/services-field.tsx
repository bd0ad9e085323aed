'use client';

import { Select } from '@tendero/ui';
import { useTranslations } from 'next-intl';
import { type Ref, useMemo } from 'react';
import { ChosenServices } from '@/features/catalog';
import { serviceNames } from './inquiry-format';
import { useInquiryScope } from './inquiry-scope-provider';

/** The services of an inquiry: chosen ones as removable chips, more added from the catalogue by category. */
export function ServicesField({
  id,
  value,
  onChange,
  error,
  selectRef,
}: {
  id: string;
  value: string[];
  onChange: (services: string[]) => void;
  error?: string;
  /** Lets the form focus the picker when no service is chosen. */
  selectRef?: Ref<HTMLSelectElement>;
}) {
  const t = useTranslations('myInquiries.form');
  const tf = useTranslations('inquiries.fields');
  const { catalog } = useInquiryScope();
  const names = useMemo(() => serviceNames(catalog), [catalog]);
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{tf('services')}</legend>
      {value.length > 0 ? (
        <ChosenServices
          slugs={value}
          names={names}
          label={t('chosenServices')}
          removeLabel={(name) => t('removeService', { name })}
          onRemove={(slug) => onChange(value.filter((item) => item !== slug))}
          className="mt-2"
        />
      ) : (
        <p className="mt-1 text-sm text-slate-600">{t('servicesHint')}</p>
      )}
      <label htmlFor={`${id}-add`} className="sr-only">
        {t('addService')}
      </label>
      <Select
        ref={selectRef}
        id={`${id}-add`}
        className="mt-2"
        value=""
        invalid={!!error}
        onChange={(event) => {
          const slug = event.target.value;
          if (slug && !value.includes(slug)) onChange([...value, slug]);
        }}
      >
        <option value="">{t('addService')}</option>
        {catalog.map((category) => (
          <optgroup key={category.slug} label={category.name}>
            {category.services.map((service) => (
              <option key={service.slug} value={service.slug} disabled={value.includes(service.slug)}>
                {service.name}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
