'use client';

import {
  type CreateSavedSearchInput,
  createSavedSearchSchema,
  type SavedSearchQuery,
  savedSearchesEndpoints,
  savedSearchFrequencies,
  withLocale,
} from '@tendero/contracts';
import { Button, buttonClass, Field, FormDialog, Input, Select, useDialog } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/toast';

/**
 * "Save search" on a results page: a signed-in person names the search (prefilled from what and where)
 * and chooses how often to hear about newly verified companies it finds; a visitor signs in first and
 * comes back to the same search (`?next=`).
 */
export function SaveSearchButton({
  query,
  defaultName,
  signedIn,
  returnPath,
}: {
  query: SavedSearchQuery;
  defaultName: string;
  signedIn: boolean;
  returnPath: string;
}) {
  const t = useTranslations('savedSearches');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  if (!signedIn) {
    return (
      <a
        href={`${withLocale(locale, '/login')}?next=${encodeURIComponent(returnPath)}`}
        className={buttonClass('secondary', 'md', 'shrink-0')}
      >
        {t('save.signInToSave')}
      </a>
    );
  }
  return (
    <>
      <Button variant="secondary" className="shrink-0" onClick={() => setOpen(true)}>
        {t('save.button')}
      </Button>
      {open ? <SaveSearchDialog query={query} defaultName={defaultName} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function SaveSearchDialog({
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
