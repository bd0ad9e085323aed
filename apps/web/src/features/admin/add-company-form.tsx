'use client';

import {
  type AdminCompanyInput,
  adminCompanyInputSchema,
  adminEndpoints,
  type Catalog,
  type Locale,
  withLocale,
} from '@tendero/contracts';
import { Button, Field, Select, SelectField } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ServicesFormField } from '@/features/companies';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form, TextField } from '@/lib/form';
import NextLink from '@/lib/link';
import { toast } from '@/lib/toast';

export type CityOption = { slug: string; name: string };

const blank: AdminCompanyInput = {
  name: '',
  website: '',
  city: '',
  services: [],
  managerFirstName: '',
  managerLastName: '',
  managerEmail: '',
  language: 'pl',
};

/**
 * Add one company by hand (`adminEndpoints.addCompany`): the company, unverified, and its manager, who is
 * invited by e-mail in the chosen language. Field problems (an e-mail with an account, a name in use)
 * show beside the fields; after saving, a link opens the company on the verification board.
 */
export function AddCompanyForm({ catalog, cities }: { catalog: Catalog | null; cities: CityOption[] }) {
  const t = useTranslations('admin.company.add');
  const locale = useLocale() as Locale;
  const [added, setAdded] = useState<{ name: string; email: string } | null>(null);
  const form = useContractForm(adminCompanyInputSchema, {
    defaultValues: { ...blank, language: locale },
    onSubmit: async (values) => {
      await apiRequest(adminEndpoints.addCompany, { body: values, locale });
      toast.success(t('done', { name: values.name, email: values.managerEmail }));
      setAdded({ name: values.name, email: values.managerEmail });
      form.reset({ ...blank, language: values.language });
    },
  });
  const { errors, isSubmitting } = form.formState;
  const text = (name: 'name' | 'website' | 'managerFirstName' | 'managerLastName' | 'managerEmail', extra = {}) => (
    <TextField form={form} name={name} id={`add-${name}`} label={t(`fields.${name}`)} described {...extra} />
  );

  return (
    <Form onSubmit={form.submit} aria-labelledby="add-company-title" className="space-y-5">
      <div>
        <h2 id="add-company-title" className="text-lg font-semibold text-slate-900">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('lead')}</p>
      </div>
      {added ? (
        <p role="status" className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {t('added', { name: added.name, email: added.email })}{' '}
          <NextLink
            href={`${withLocale(locale, '/admin/profiles')}?q=${encodeURIComponent(added.name)}`}
            className="font-semibold underline underline-offset-2"
          >
            {t('openOnBoard')}
          </NextLink>
        </p>
      ) : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-slate-900">{t('company')}</legend>
        {text('name', { autoComplete: 'organization', maxLength: 120 })}
        {text('website', { type: 'url', inputMode: 'url', placeholder: 'https://' })}
        <SelectField
          id="add-city"
          label={t('fields.city')}
          error={form.message(errors.city?.message)}
          options={[
            { value: '', label: t('noCity') },
            ...cities.map((city) => ({ value: city.slug, label: city.name })),
          ]}
          {...form.register('city')}
        />
      </fieldset>
      {catalog ? (
        <ServicesFormField
          form={form}
          catalog={catalog}
          texts={{ legend: t('fields.services'), none: t('noServices') }}
        />
      ) : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t('manager')}</legend>
        <p className="text-sm text-slate-600 sm:col-span-2">{t('managerHint')}</p>
        {text('managerFirstName', { autoComplete: 'off', maxLength: 80 })}
        {text('managerLastName', { autoComplete: 'off', maxLength: 80 })}
        {text('managerEmail', { type: 'email', inputMode: 'email', autoComplete: 'off' })}
        <Field id="add-language" label={t('fields.language')} error={form.message(errors.language?.message)}>
          <Select id="add-language" {...form.register('language')}>
            <option value="pl">{t('languages.pl')}</option>
            <option value="en">{t('languages.en')}</option>
          </Select>
        </Field>
      </fieldset>
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {t('submit')}
      </Button>
    </Form>
  );
}
