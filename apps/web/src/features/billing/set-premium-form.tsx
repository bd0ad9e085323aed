'use client';

import { companiesEndpoints, setPremiumSchema } from '@tendero/contracts';
import { Button, Card, FormHeading } from '@tendero/ui';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form, TextField } from '@/lib/form';
import { toast } from '@/lib/toast';

/**
 * SPEC §7 `PUT /companies/premium`: an admin grants or ends a company's Premium by hand (an invoice paid
 * outside Stripe), naming the company by an e-mail of its manager, a rep or the company. The report reloads.
 */
export function SetPremiumForm() {
  const t = useTranslations('billing.setPremium');
  const locale = useLocale();
  const router = useRouter();
  const form = useContractForm(setPremiumSchema, {
    defaultValues: { hasPremium: true, email: '' },
    onSubmit: async (values) => {
      const answer = await apiRequest(companiesEndpoints.setPremium, { body: values, locale });
      toast.success(t(answer.hasPremium ? 'granted' : 'ended', { email: values.email }));
      form.reset({ hasPremium: true, email: '' });
      router.refresh();
    },
  });
  return (
    <Card>
      <Form onSubmit={form.submit} aria-labelledby="set-premium-title" className="space-y-4">
        <FormHeading id="set-premium-title" title={t('title')} lead={t('lead')} />
        <TextField
          form={form}
          name="email"
          id="set-premium-email"
          label={t('email')}
          described
          type="email"
          autoComplete="off"
          maxLength={254}
        />
        {/* Which button was pressed decides the value sent; the click comes before the submit. */}
        <div className="flex flex-wrap gap-3">
          <Button
            type="submit"
            disabled={form.formState.isSubmitting}
            onClick={() => form.setValue('hasPremium', true)}
          >
            {t('grant')}
          </Button>
          <Button
            type="submit"
            variant="secondary"
            disabled={form.formState.isSubmitting}
            onClick={() => form.setValue('hasPremium', false)}
          >
            {t('end')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
