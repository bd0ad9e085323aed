'use client';

import {
  type InquiryAlertSettings,
  inquiryAlertChoiceSchema,
  inquiryAlertSwitches,
  inquiryAlertsEndpoints,
} from '@tendero/contracts';
import { Button } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form } from '@/lib/form';
import { toast } from '@/lib/toast';
import { type PickerGroup, SlugPicker, SubsetBoxes } from './slug-picker';

const switchLabel = { team: 'switchTeam', on: 'switchOn', off: 'switchOff' } as const;

/** A person's own alerts: the team's default, on or off, and a narrowing to some services and cities. */
export function MyAlertsForm({
  settings,
  names,
  cityGroups,
  onSaved,
}: {
  settings: InquiryAlertSettings;
  names: Map<string, string>;
  cityGroups: PickerGroup[];
  onSaved: (settings: InquiryAlertSettings) => void;
}) {
  const t = useTranslations('inquiryAlerts.mine');
  const tp = useTranslations('inquiryAlerts.picker');
  const locale = useLocale();
  const { team, me } = settings;
  const {
    control,
    choice,
    submit,
    message,
    formState: { errors, isSubmitting },
  } = useContractForm(inquiryAlertChoiceSchema, {
    defaultValues: { alerts: me.alerts, services: me.services, cities: me.cities },
    onSubmit: async (values) => {
      const saved = await apiRequest(inquiryAlertsEndpoints.saveMine, {
        params: { companyId: settings.companyId },
        body: values,
        locale,
      });
      toast.success(t('saved'));
      onSaved(saved);
    },
  });
  const named = (slugs: string[]) => slugs.map((slug) => ({ slug, name: names.get(slug) ?? slug }));
  return (
    <Form onSubmit={submit} className="space-y-5" aria-label={t('title')}>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('switch')}</legend>
        <div className="mt-1.5 flex flex-wrap gap-2">
          {inquiryAlertSwitches.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-1.5 text-sm text-slate-800 ring-1 ring-slate-300 ring-inset has-[:checked]:bg-slate-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
            >
              <input type="radio" className="accent-brand-700" {...choice('alerts', value)} />
              {t(switchLabel[value])}
            </label>
          ))}
        </div>
      </fieldset>
      <Controller
        control={control}
        name="services"
        render={({ field }) => (
          <NarrowChoice
            label={t('narrowServices')}
            whole={team.services}
            value={field.value}
            onChange={field.onChange}
            error={errors.services ? message(errors.services.message) : undefined}
          >
            <SubsetBoxes
              legend={t('narrowServices')}
              options={named(team.services)}
              value={field.value ?? []}
              onChange={field.onChange}
            />
          </NarrowChoice>
        )}
      />
      <Controller
        control={control}
        name="cities"
        render={({ field }) => (
          <NarrowChoice
            label={t('narrowCities')}
            whole={team.cities}
            value={field.value}
            onChange={field.onChange}
            error={errors.cities && !team.anywhere ? message(errors.cities.message) : undefined}
          >
            {team.anywhere ? (
              <div className="mt-2 ml-6">
                <SlugPicker
                  id="my-cities"
                  legend={t('narrowCities')}
                  addLabel={tp('addCity')}
                  value={field.value ?? []}
                  groups={cityGroups}
                  onChange={field.onChange}
                  error={message(errors.cities?.message)}
                />
              </div>
            ) : (
              <SubsetBoxes
                legend={t('narrowCities')}
                options={named(team.cities)}
                value={field.value ?? []}
                onChange={field.onChange}
              />
            )}
          </NarrowChoice>
        )}
      />
      <Button type="submit" disabled={isSubmitting}>
        {t('save')}
      </Button>
    </Form>
  );
}

/**
 * One narrowing of the team's list: unticked, the person follows the team's whole list (null); ticked,
 * the part of it chosen in `children`, which starts as the whole list. `error` shows below when given.
 */
function NarrowChoice({
  label,
  whole,
  value,
  onChange,
  error,
  children,
}: {
  label: string;
  whole: readonly string[];
  value: string[] | null | undefined;
  onChange: (value: string[] | null) => void;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="accent-brand-700"
          checked={value !== null && value !== undefined}
          onChange={(event) => onChange(event.target.checked ? [...whole] : null)}
        />
        {label}
      </label>
      {value ? children : null}
      {error !== undefined ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </div>
  );
}
