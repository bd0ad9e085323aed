'use client';

import { accountsEndpoints, type CurrentUser, updateProfileSchema } from '@tendero/contracts';
import { Button, Field, Input } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { PhoneField } from '@/features/accounts';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form } from '@/lib/form';
import { toast } from '@/lib/toast';

/** "My data": names and phone, with the sign-up rules. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const t = useTranslations();
  const locale = useLocale();
  const {
    register,
    control,
    submit,
    message,
    formState: { errors, isSubmitting },
  } = useContractForm(updateProfileSchema, {
    defaultValues: { firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '' },
    onSubmit: async (values) => {
      await apiRequest(accountsEndpoints.updateMe, { body: values, locale });
      toast.success(t('settings.data.saved'));
    },
  });
  return (
    <Form onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="profile-firstName" label={t('settings.data.firstName')} error={message(errors.firstName?.message)}>
          <Input
            id="profile-firstName"
            autoComplete="given-name"
            invalid={!!errors.firstName}
            {...register('firstName')}
          />
        </Field>
        <Field id="profile-lastName" label={t('settings.data.lastName')} error={message(errors.lastName?.message)}>
          <Input
            id="profile-lastName"
            autoComplete="family-name"
            invalid={!!errors.lastName}
            {...register('lastName')}
          />
        </Field>
      </div>
      <Field
        id="profile-phone"
        label={t('settings.data.phone')}
        hint={t('settings.data.phoneHint')}
        error={message(errors.phone?.message)}
      >
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneField
              id="profile-phone"
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={!!errors.phone}
            />
          )}
        />
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {t('settings.data.save')}
      </Button>
    </Form>
  );
}
