'use client';

import {
  type CreateSavedSearchInput,
  createSavedSearchSchema,
  type SavedSearchQuery,
  savedSearchesEndpoints,
  savedSearchFrequencies,
  withLocale,
} from '@tendero/contracts';
import { Field, FormDialog, Input, Select, useDialog } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/toast';

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
  const id = useId();
  const dialog = useDialog(true);
  const {
    register,
    submit,
    message,
    formState: { errors, isSubmitting },
  } = useContractForm(createSavedSearchSchema, {
    defaultValues: { name: defaultName.slice(0, 80), frequency: 'instant', query } as CreateSavedSearchInput,
    onSubmit: async (values) => {
      await apiRequest(savedSearchesEndpoints.create, { body: values, locale });
      toast.success(t('save.saved'));
      dialog.close();
    },
  });
  return (
    <FormDialog
      dialog={dialog}
      id={id}
      title={t('save.title')}
      closeLabel={t('save.cancel')}
      describedBy={`${id}-intro`}
      onClose={onClose}
      onSubmit={submit}
      width="sm"
      cancelLabel={t('save.cancel')}
      actionLabel={isSubmitting ? t('save.saving') : t('save.submit')}
      busy={isSubmitting}
    >
      <p id={`${id}-intro`}>{t('save.intro')}</p>
      <Field id={`${id}-name`} label={t('save.nameLabel')} error={message(errors.name?.message)}>
        <Input id={`${id}-name`} maxLength={80} required invalid={Boolean(errors.name)} {...register('name')} />
      </Field>
      <Field id={`${id}-frequency`} label={t('save.frequencyLabel')}>
        <Select id={`${id}-frequency`} {...register('frequency')}>
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
