'use client';

import {
  countryCodes,
  formatNip,
  isEuCountry,
  type OwnTaxIdentity,
  type TaxIdentity,
  type TaxIdentityInput,
  taxIdentityEndpoints,
  taxIdentityInputSchema,
} from '@tendero/contracts';
import { Button, Card, countryName, countryNamesSorted, Field, Select } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form, TextField } from '@/lib/form';
import { toast } from '@/lib/toast';
import { TaxIdentityStatus } from './tax-identity-status';

/** The form's values: the saved identity, or the company profile's country and name to start from. */
function defaultsOf(identity: TaxIdentity | null, start: { country: string | null; legalName: string }) {
  return {
    country: (identity?.country ?? start.country ?? 'PL') as TaxIdentityInput['country'],
    legalName: identity?.legalName ?? start.legalName,
    nip: identity?.nip ? formatNip(identity.nip) : '',
    regon: identity?.regon ?? '',
    krs: identity?.krs ?? '',
    vatNumber: identity?.vatNumber ?? '',
    registeredAddress: {
      street: identity?.registeredAddress.street ?? '',
      postalCode: identity?.registeredAddress.postalCode ?? '',
      city: identity?.registeredAddress.city ?? '',
    },
  } satisfies TaxIdentityInput;
}

/**
 * "Tax and invoicing details" on /manager/profile: the country of registration first, then what that
 * country asks for (Poland: NIP, REGON, KRS; elsewhere in the EU: the VAT number; outside: neither), the
 * legal name and the registered address. Validated by the API's own contract; the server's messages (a VAT
 * number VIES refuses) appear on their fields. A sales rep sees the same details read-only.
 */
export function TaxIdentityForm({
  initial,
  start,
}: {
  initial: OwnTaxIdentity;
  /** The company profile's country and name, to start a first entry from. */
  start: { country: string | null; legalName: string };
}) {
  const t = useTranslations('taxIdentity');
  const locale = useLocale();
  const [saved, setSaved] = useState(initial.taxIdentity);
  const form = useContractForm(taxIdentityInputSchema, {
    defaultValues: defaultsOf(initial.taxIdentity, start),
    onSubmit: async (values) => {
      const answer = await apiRequest(taxIdentityEndpoints.saveOwn, { body: values, locale });
      setSaved(answer.taxIdentity);
      form.reset(defaultsOf(answer.taxIdentity, start));
      toast.success(t('form.saved'));
    },
  });
  // One static list of names for the server render and the browser (Intl data differs, React #418); Poland first.
  const countries = useMemo(() => {
    const known = new Set<string>(countryCodes);
    const sorted = countryNamesSorted(locale).filter(([code]) => known.has(code) && code !== 'PL');
    return [['PL', countryName('PL', locale)] as const, ...sorted].map(([code, name]) => ({ code, name }));
  }, [locale]);
  const country = form.watch('country');
  const { errors, isSubmitting } = form.formState;
  const field = (name: Parameters<typeof form.register>[0], label: string, props: Record<string, unknown> = {}) => (
    <TextField form={form} name={name} id={`tax-${name.replace('.', '-')}`} label={label} described {...props} />
  );

  return (
    <Card aria-labelledby="tax-identity-title" id="tax-identity" className="scroll-mt-6">
      <div>
        <h2 id="tax-identity-title" className="text-lg font-semibold text-slate-900">
          {t('form.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('form.lead')}</p>
      </div>
      {saved ? (
        <div className="mt-4">
          <TaxIdentityStatus identity={saved} viesConfigured={initial.viesConfigured} />
        </div>
      ) : null}
      {initial.canEdit ? (
        <Form onSubmit={form.submit} className="mt-6 space-y-6" aria-labelledby="tax-identity-title">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="tax-country" label={t('form.country')} error={form.message(errors.country?.message)}>
              <Select id="tax-country" invalid={!!errors.country} {...form.register('country')}>
                {countries.map((item) => (
                  <option key={item.code} value={item.code}>
                    {item.name}
                  </option>
                ))}
              </Select>
            </Field>
            <div className="sm:col-span-2">
              {field('legalName', t('form.legalName'), { hint: t('form.legalNameHint'), autoComplete: 'organization' })}
            </div>
            {country === 'PL' ? (
              <div className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
                {field('nip', t('form.nip'), { hint: t('form.nipHint'), inputMode: 'numeric', maxLength: 20 })}
                {field('regon', t('form.regon'), { inputMode: 'numeric', maxLength: 20 })}
                {field('krs', t('form.krs'), { inputMode: 'numeric', maxLength: 20 })}
              </div>
            ) : isEuCountry(country) ? (
              field('vatNumber', t('form.vatNumber'), { hint: t('form.vatNumberHint'), maxLength: 20 })
            ) : (
              <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 sm:col-span-2">
                {t('form.outsideEu')}
              </p>
            )}
          </div>
          <fieldset className="space-y-4">
            <legend className="text-base font-semibold text-slate-900">{t('form.addressTitle')}</legend>
            <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
              <div className="sm:col-span-2">
                {field('registeredAddress.street', t('form.street'), { autoComplete: 'street-address' })}
              </div>
              {field('registeredAddress.postalCode', t('form.postalCode'), { autoComplete: 'postal-code' })}
              {field('registeredAddress.city', t('form.city'), { autoComplete: 'address-level2' })}
            </div>
          </fieldset>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            {isSubmitting ? t('form.saving') : t('form.save')}
          </Button>
        </Form>
      ) : (
        <ReadOnlyDetails identity={saved} />
      )}
    </Card>
  );
}

/** What a sales rep sees: the saved details, and that only the manager changes them. */
function ReadOnlyDetails({ identity }: { identity: TaxIdentity | null }) {
  const t = useTranslations('taxIdentity');
  const locale = useLocale();
  if (!identity) return <p className="mt-4 text-sm text-slate-700">{t('form.none')}</p>;
  const rows = [
    { label: t('form.country'), value: countryName(identity.country, locale) },
    { label: t('form.legalName'), value: identity.legalName },
    { label: t('form.nip'), value: identity.nip ? formatNip(identity.nip) : null },
    { label: t('registry.regon'), value: identity.regon },
    { label: t('registry.krs'), value: identity.krs },
    { label: t('form.vatNumber'), value: identity.vatNumber },
    {
      label: t('form.addressTitle'),
      value: `${identity.registeredAddress.street}, ${identity.registeredAddress.postalCode} ${identity.registeredAddress.city}`,
    },
  ].filter((row) => row.value);
  return (
    <>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="font-medium break-words text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-600">{t('form.readOnly')}</p>
    </>
  );
}
