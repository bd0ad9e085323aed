'use client';

import { secondFactorEndpoints, teamSecondFactorSchema } from '@tendero/contracts';
import { Button, CheckboxCard } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { SettingCard } from '@/lib/setting-card';
import { toast } from '@/lib/toast';

/** The team page's setting: require two-step sign-in of every member (and how many have none yet). */
export function TeamSecondFactor({ initial }: { initial: { required: boolean; membersWithout: number } }) {
  const t = useTranslations('secondFactor.team');
  const locale = useLocale();
  const [state, setState] = useState(initial);
  const form = useContractForm(teamSecondFactorSchema, {
    defaultValues: { required: initial.required },
    onSubmit: async (values) => {
      setState(await apiRequest(secondFactorEndpoints.setTeamRule, { body: values, locale }));
      toast.success(t('saved'));
    },
  });
  return (
    <SettingCard id="team-second-factor-title" title={t('title')} lead={t('intro')} onSubmit={form.submit}>
      <CheckboxCard label={t('required')} {...form.register('required')} />
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('membersWithout', { count: state.membersWithout })}
      </p>
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t('save')}
      </Button>
    </SettingCard>
  );
}
