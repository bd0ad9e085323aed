'use client';

import { accountsEndpoints, type PersonalProfileInput, personalProfileInputSchema } from '@tendero/contracts';
import { Button, Card, FormHeading } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form, TextField } from '@/lib/form';
import { toast } from '@/lib/toast';
import { LanguageChips } from './language-chips';

const bioMax = 2000;

/** A client's organisation and city, side by side: how the browser may fill each, and how long it may be. */
const clientFields = {
  organization: { autoComplete: 'organization', maxLength: 160 },
  city: { autoComplete: 'address-level2', maxLength: 80 },
} as const;

/** A rep's or client's own words (PUT /users/{id}/profile); a rep's save sends only bio and languages. */
export function PersonalProfileForm({
  userId,
  initial,
  variant,
}: {
  userId: string;
  initial: PersonalProfileInput;
  variant: 'rep' | 'client';
}) {
  const t = useTranslations('profiles.form');
  const _tAll = useTranslations();
  const locale = useLocale();
  const form = useContractForm(personalProfileInputSchema, {
    defaultValues: initial,
    onSubmit: async (values) => {
      // A rep edits only bio and languages; the other fields stay as they are on the server.
      const body = variant === 'rep' ? { bio: values.bio, languages: values.languages } : values;
      await apiRequest(accountsEndpoints.updateOwnProfile, { params: { userId }, body, locale });
      form.reset(values);
      toast.success(t('saved'));
    },
  });
  const bio = form.watch('bio') ?? '';

  return (
    <Card>
      <Form onSubmit={form.submit} aria-labelledby="personal-profile-title" className="space-y-6">
        <FormHeading
          id="personal-profile-title"
          title={t('title')}
          lead={t(variant === 'rep' ? 'repLead' : 'clientLead')}
          quiet
        />
        {variant === 'client' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {(['organization', 'city'] as const).map((name) => (
              <TextField
                key={name}
                form={form}
                name={name}
                id={`profile-${name}`}
                label={t(name)}
                {...clientFields[name]}
              />
            ))}
          </div>
        ) : null}
        <TextField
          form={form}
          name="bio"
          id="profile-bio"
          label={t('bio')}
          hint={t('counter', { count: bio.length, max: bioMax })}
          described
          multiline
          rows={6}
          maxLength={bioMax}
        />
        <Controller
          control={form.control}
          name="languages"
          render={({ field }) => (
            <LanguageChips legend={t('languages')} value={field.value ?? []} onChange={field.onChange} />
          )}
        />
        {variant === 'client' ? (
          <div className="rounded-xl bg-slate-50 p-4">
            <fieldset aria-describedby="profile-sharing-lead">
              <legend className="text-sm font-medium text-slate-900">{t('sharingTitle')}</legend>
              <p id="profile-sharing-lead" className="mt-1 text-sm text-slate-600">
                {t('sharingLead')}
              </p>
              <div className="mt-3 space-y-2">
                {(['shareEmail', 'sharePhone'] as const).map((name) => (
                  <label key={name} className="flex items-start gap-3 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
                      {...form.register(name)}
                    />
                    {t(name)}
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
        ) : null}
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('save')}
        </Button>
      </Form>
    </Card>
  );
}
