'use client';

import { type InquiryAlertSettings, inquiryAlertsEndpoints, inquiryAlertTeamSchema } from '@tendero/contracts';
import { Button } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form } from '@/lib/form';
import { toast } from '@/lib/toast';
import { type PickerGroup, SlugPicker } from './slug-picker';

/** The manager's form: the team's services and cities (or anywhere), and whether reps get alerts by default. */
export function TeamAlertsForm({
  settings,
  serviceGroups,
  cityGroups,
  onSaved,
}: {
  settings: InquiryAlertSettings;
  serviceGroups: PickerGroup[];
  cityGroups: PickerGroup[];
  onSaved: (settings: InquiryAlertSettings) => void;
}) {
  const t = useTranslations('inquiryAlerts.team');
  const tp = useTranslations('inquiryAlerts.picker');
  const locale = useLocale();
  const { team } = settings;
  const {
    control,
    register,
    watch,
    submit,
    message,
    formState: { errors, isSubmitting },
  } = useContractForm(inquiryAlertTeamSchema, {
    defaultValues: { services: team.services, anywhere: team.anywhere, cities: team.cities, teamOn: team.teamOn },
    onSubmit: async (values) => {
      const saved = await apiRequest(inquiryAlertsEndpoints.saveTeam, {
        params: { companyId: settings.companyId },
        body: values,
        locale,
      });
      toast.success(t('saved'));
      onSaved(saved);
    },
  });
  const anywhere = watch('anywhere');
  return (
    <Form onSubmit={submit} className="space-y-5" aria-label={t('title')}>
      <Controller
        control={control}
        name="services"
        render={({ field }) => (
          <SlugPicker
            id="team-services"
            legend={t('services')}
            addLabel={tp('addService')}
            value={field.value ?? []}
            groups={serviceGroups}
            onChange={field.onChange}
            error={message(errors.services?.message)}
          />
        )}
      />
      <div className="space-y-2">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" className="accent-brand-700" {...register('anywhere')} />
          {t('anywhere')}
        </label>
        {anywhere ? null : (
          <Controller
            control={control}
            name="cities"
            render={({ field }) => (
              <SlugPicker
                id="team-cities"
                legend={t('cities')}
                addLabel={tp('addCity')}
                value={field.value ?? []}
                groups={cityGroups}
                onChange={field.onChange}
                error={message(errors.cities?.message)}
              />
            )}
          />
        )}
        <p className="text-sm text-slate-600">{t('noCityNote')}</p>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="accent-brand-700" {...register('teamOn')} />
        {t('teamOn')}
      </label>
      <Button type="submit" disabled={isSubmitting}>
        {t('save')}
      </Button>
    </Form>
  );
}
