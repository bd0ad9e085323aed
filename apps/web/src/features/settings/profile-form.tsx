'use client';

import { accountsEndpoints, type CurrentUser, updateProfileSchema } from '@tendero/contracts';
import { Button } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { PersonNameFields, PhoneFormField } from '@/features/accounts';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form } from '@/lib/form';
import { toast } from '@/lib/toast';

/** "My data": names and phone, with the sign-up rules. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const t = useTranslations();
  const locale = useLocale();
  const form = useContractForm(updateProfileSchema, {
    defaultValues: { firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '' },
    onSubmit: async (values) => {
      await apiRequest(accountsEndpoints.updateMe, { body: values, locale });
      toast.success(t('settings.data.saved'));
    },
  });
  return (
    <Form onSubmit={form.submit} className="space-y-4">
      <PersonNameFields
        form={form}
        idPrefix="profile"
        labels={{ firstName: t('settings.data.firstName'), lastName: t('settings.data.lastName') }}
      />
      <PhoneFormField
        form={form}
        id="profile-phone"
        label={t('settings.data.phone')}
        hint={t('settings.data.phoneHint')}
      />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t('settings.data.save')}
      </Button>
    </Form>
  );
}
