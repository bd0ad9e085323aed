'use client';

import {
  type CreateSavedSearchInput,
  createSavedSearchSchema,
  type SavedSearchQuery,
  savedSearchesEndpoints,
  savedSearchFrequencies,
  withLocale,
} from '@tendero/contracts';
import { Field, FormDialog, Input, Select } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { apiRequest } from '@/lib/api-client';
import { useDialogForm } from '@/lib/dialog-form';

/** The "Save search" dialog: loaded when a person first reaches for the button (save-search-button.tsx). */
export function SaveSearchDialog({
  query,
  defaultName,
  onClose,
}: {
  query: SavedSearchQuery;
  defaultName: string;
  onClose: () => void;
}) {
  const t = useTranslations('savedSearches');
  const locale = useLocale();
  const form = useDialogForm(createSavedSearchSchema, {
    defaultValues: { name: defaultName.slice(0, 80), frequency: 'instant', query } as CreateSavedSearchInput,
    onSubmit: async (values) => {
      await apiRequest(savedSearchesEndpoints.create, { body: values, locale });
      return t('save.saved');
    },
    onClose,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <FormDialog
      {...form.frame}
      title={t('save.title')}
      closeLabel={t('save.cancel')}
      describedBy={`${form.id}-intro`}
      width="sm"
      cancelLabel={t('save.cancel')}
      actionLabel={isSubmitting ? t('save.saving') : t('save.submit')}
    >
      <p id={`${form.id}-intro`}>{t('save.intro')}</p>
      <Field id={`${form.id}-name`} label={t('save.nameLabel')} error={form.message(errors.name?.message)}>
        <Input
          id={`${form.id}-name`}
          maxLength={80}
          required
          invalid={Boolean(errors.name)}
          {...form.register('name')}
        />
      </Field>
      <Field id={`${form.id}-frequency`} label={t('save.frequencyLabel')}>
        <Select id={`${form.id}-frequency`} {...form.register('frequency')}>
          {savedSearchFrequencies
            .filter((frequency) => frequency !== 'off')
            .map((frequency) => (
              <option key={frequency} value={frequency}>
                {t(`frequency.${frequency}`)}
              </option>
            ))}
        </Select>
      </Field>
      <a href={withLocale(locale, '/saved-searches')} className="inline-block text-sm text-teal-800 underline">
        {t('save.viewAll')}
      </a>
    </FormDialog>
  );
}
