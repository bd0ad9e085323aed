'use client';

import {
  type Catalog,
  type CompanyProfile,
  type CompanyProfileInput,
  companiesEndpoints,
  companyProfileInputSchema,
  countryCodes,
  type Place,
  teamSizes,
  workLanguages,
} from '@tendero/contracts';
import type { TimeZoneOption } from '@tendero/i18n';
import {
  Button,
  Card,
  compareCountries,
  countryName,
  countryNamesSorted,
  Field,
  FormHeading,
  Input,
  languageName,
  SelectField,
} from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form, TextField } from '@/lib/form';
import { toast } from '@/lib/toast';
import { ServicesFormField } from './services-form-field';
import { teamSizeWords } from './team-size-words';

const descriptionMax = 4000;

function defaultsOf(company: CompanyProfile): CompanyProfileInput {
  return {
    name: company.name,
    description: company.description,
    email: company.email ?? '',
    website: company.website ?? '',
    country: company.country ?? '',
    city: company.city ?? '',
    postalCode: company.postalCode ?? '',
    address: company.address ?? '',
    teamSize: company.teamSize ?? '',
    foundedYear: company.foundedYear ?? '',
    services: company.services,
    languages: company.languages as CompanyProfileInput['languages'],
    tags: company.tags,
    timeZone: company.timeZone,
  };
}

/** The company facts of the profile: who, what, where, how big; saved with the server's same contract. */
export function CompanyDetailsForm({
  company,
  catalog,
  places,
  zones,
}: {
  company: CompanyProfile;
  catalog: Catalog;
  places: Place[];
  /** Time zones to choose from, labelled in the reader's language (values: IANA ids; the company's own among them). */
  zones: readonly TimeZoneOption[];
}) {
  const t = useTranslations('companies');
  const _tAll = useTranslations();
  const locale = useLocale();
  const [tagText, setTagText] = useState('');
  const form = useContractForm(companyProfileInputSchema, {
    defaultValues: defaultsOf(company),
    onSubmit: async (values) => {
      const saved = await apiRequest(companiesEndpoints.updateCompany, {
        params: { companyId: company.id },
        body: values,
        locale,
      });
      form.reset(defaultsOf(saved));
      toast.success(t('toasts.saved'));
    },
  });
  // One static list of names for the server render and the browser (Intl data differs, React #418).
  const countries = useMemo(() => {
    const known = new Set<string>(countryCodes);
    return countryNamesSorted(locale)
      .filter(([code]) => known.has(code))
      .map(([code, name]) => ({ code, name }));
  }, [locale]);
  const cities = useMemo(() => {
    const byName = compareCountries(locale);
    const byCountry = new Map<string, Place[]>();
    for (const place of places) byCountry.set(place.country, [...(byCountry.get(place.country) ?? []), place]);
    return [...byCountry]
      .sort(([a], [b]) => (a === 'PL' ? -1 : b === 'PL' ? 1 : byName(a, b)))
      .map(([country, list]) => ({ country, label: countryName(country, locale), places: list }));
  }, [locale, places]);
  const description = form.watch('description') ?? '';
  const { errors, isSubmitting } = form.formState;

  const text = (name: keyof CompanyProfileInput, props = {}) => (
    <TextField
      form={form}
      name={name}
      id={`company-${name}`}
      label={t(`profile.fields.${name}`)}
      described
      {...props}
    />
  );

  return (
    <Card aria-labelledby="company-details-title">
      <Form onSubmit={form.submit} className="space-y-6">
        <FormHeading
          id="company-details-title"
          title={t('profile.detailsTitle')}
          lead={t('profile.detailsLead')}
          quiet
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">{text('name', { autoComplete: 'organization' })}</div>
          <div className="sm:col-span-2">
            <TextField
              form={form}
              name="description"
              id="company-description"
              label={t('profile.fields.description')}
              hint={t('profile.counter', { count: description.length, max: descriptionMax })}
              multiline
              rows={6}
              maxLength={descriptionMax}
              aria-describedby="company-description-hint"
            />
          </div>
          {text('email', { type: 'email', autoComplete: 'email' })}
          {text('website', { type: 'url', placeholder: 'https://' })}
          <SelectField
            id="company-country"
            label={t('profile.fields.country')}
            error={form.message(errors.country?.message)}
            {...form.register('country')}
          >
            <option value="">{t('profile.choose')}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="company-city"
            label={t('profile.fields.city')}
            error={form.message(errors.city?.message)}
            {...form.register('city')}
          >
            <option value="">{t('profile.choose')}</option>
            {cities.map((group) => (
              <optgroup key={group.country} label={group.label}>
                {group.places.map((place) => (
                  <option key={place.slug} value={place.slug}>
                    {place.names[locale as 'en' | 'pl']}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
          {text('postalCode', { autoComplete: 'postal-code' })}
          {text('address', { autoComplete: 'street-address' })}
          <SelectField
            id="company-teamSize"
            label={t('profile.fields.teamSize')}
            error={form.message(errors.teamSize?.message)}
            {...form.register('teamSize')}
          >
            <option value="">{t('profile.choose')}</option>
            {teamSizes.map((size) => (
              <option key={size} value={size}>
                {t('profile.teamSizeOption', teamSizeWords(size))}
              </option>
            ))}
          </SelectField>
          {text('foundedYear', { inputMode: 'numeric', maxLength: 4 })}
          <SelectField
            id="company-timeZone"
            label={t('profile.fields.timeZone')}
            hint={t('profile.timeZoneHint')}
            error={form.message(errors.timeZone?.message)}
            {...form.register('timeZone')}
          >
            {zones.map((zone) => (
              <option key={zone.value} value={zone.value}>
                {zone.label}
              </option>
            ))}
          </SelectField>
        </div>

        <ServicesFormField form={form} catalog={catalog} />

        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('profile.fields.languages')}</legend>
          <Controller
            control={form.control}
            name="languages"
            render={({ field }) => (
              <div className="mt-2 flex flex-wrap gap-2">
                {workLanguages.map((code) => {
                  const checked = field.value.includes(code);
                  return (
                    <label
                      key={code}
                      className={`cursor-pointer rounded-full px-3 py-1 text-sm ring-1 ring-inset ${
                        checked ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-800 ring-slate-300'
                      }`}
                    >
                      <input
                        type="checkbox"
                        className="sr-only"
                        checked={checked}
                        onChange={() =>
                          field.onChange(checked ? field.value.filter((c) => c !== code) : [...field.value, code])
                        }
                      />
                      {languageName(code, locale)}
                    </label>
                  );
                })}
              </div>
            )}
          />
        </fieldset>

        <Controller
          control={form.control}
          name="tags"
          render={({ field }) => {
            const add = () => {
              const tag = tagText.trim();
              if (tag && !field.value.includes(tag)) field.onChange([...field.value, tag]);
              setTagText('');
            };
            return (
              <Field
                id="company-tags"
                label={t('profile.fields.tags')}
                hint={t('profile.tagsHint')}
                error={form.message(errors.tags?.message ?? errors.tags?.find?.((e) => e)?.message)}
              >
                <div className="flex gap-2">
                  <Input
                    id="company-tags"
                    value={tagText}
                    maxLength={40}
                    onChange={(event) => setTagText(event.target.value)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        add();
                      }
                    }}
                  />
                  <Button variant="secondary" onClick={add}>
                    {t('profile.addTag')}
                  </Button>
                </div>
                {field.value.length > 0 ? (
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {field.value.map((tag) => (
                      <li
                        key={tag}
                        className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800"
                      >
                        {tag}
                        <button
                          type="button"
                          className="rounded-full px-1.5 text-slate-600 hover:bg-slate-200 hover:text-slate-900"
                          aria-label={t('profile.removeTag', { tag })}
                          onClick={() => field.onChange(field.value.filter((item) => item !== tag))}
                        >
                          ×
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </Field>
            );
          }}
        />

        <Button type="submit" disabled={isSubmitting}>
          {t('profile.save')}
        </Button>
      </Form>
    </Card>
  );
}
