'use client';
import { newsletterEndpoints, newsletterSubscribeSchema } from '@tendero/contracts';
import { Button, Field, Input } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form } from '@/lib/form';
import { toast } from '@/lib/toast';

const emailSchema = newsletterSubscribeSchema.options[0];

/**
 * SPEC /newsletter/subscribe, double opt-in: the address form (then 'check your inbox'), or, opened from
 * the confirmation e-mail (`?token=`), the confirm button (then 'Subscribed').
 */
export function SubscribeForm({ token }: { token: string | null }) {
  const t = useTranslations('newsletter.subscribe');
  const tErrors = useTranslations('errors');
  const locale = useLocale();
  const [state, setState] = useState<'form' | 'pending' | 'confirmed' | 'confirming'>('form');
  const form = useContractForm(emailSchema, {
    defaultValues: { email: '' },
    onSubmit: async (values) => {
      await apiRequest(newsletterEndpoints.subscribe, { body: values, locale });
      setState('pending');
    },
  });
  const confirm = async () => {
    if (!token) return;
    setState('confirming');
    try {
      await apiRequest(newsletterEndpoints.subscribe, { body: { token }, locale });
      setState('confirmed');
    } catch (error) {
      setState('form');
      toast.error(describeApiError(error, tErrors('network')));
    }
  };

  if (state === 'pending' || state === 'confirmed') {
    return (
      <div role="status" className="space-y-2">
        <p className="font-semibold text-slate-900">{t(state === 'pending' ? 'pendingTitle' : 'confirmedTitle')}</p>
        <p className="text-slate-700">{t(state === 'pending' ? 'pendingBody' : 'confirmedBody')}</p>
      </div>
    );
  }
  if (token && state !== 'form') {
    return null;
  }
  if (token) {
    return (
      <div className="space-y-4">
        <p className="font-semibold text-slate-900">{t('confirmTitle')}</p>
        <Button type="button" onClick={confirm}>
          {t('confirm')}
        </Button>
      </div>
    );
  }
  return (
    <Form onSubmit={form.submit} className="space-y-4">
      <Field id="subscribe-email" label={t('email')} error={form.message(form.formState.errors.email?.message)}>
        <Input
          id="subscribe-email"
          type="email"
          autoComplete="email"
          invalid={!!form.formState.errors.email}
          {...form.register('email')}
        />
      </Field>
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t('submit')}
      </Button>
    </Form>
  );
}
