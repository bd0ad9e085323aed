'use client';

import { secondFactorEndpoints, teamSecondFactorSchema } from '@tendero/contracts';
import { Button, Card } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form } from '@/lib/form';
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
    <Card>
      <h2 id="team-second-factor-title" className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">{t('intro')}</p>
      <Form onSubmit={form.submit} className="mt-4 space-y-4" aria-labelledby="team-second-factor-title">
        <label className="flex items-start gap-3 rounded-xl border border-slate-200 p-4 text-slate-900 has-[:checked]:border-brand-300 has-[:checked]:bg-brand-50">
          <input type="checkbox" className="mt-1 h-4 w-4 shrink-0 accent-brand-700" {...form.register('required')} />
          <span className="font-medium">{t('required')}</span>
        </label>
        <p className="text-sm text-slate-700" aria-live="polite">
          {t('membersWithout', { count: state.membersWithout })}
        </p>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('save')}
        </Button>
      </Form>
    </Card>
  );
}
