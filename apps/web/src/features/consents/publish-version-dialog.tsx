'use client';

import { type ConsentKind, consentBodyMax, consentPublishSchema, consentsEndpoints } from '@tendero/contracts';
import { FormDialog, TextareaField } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { apiRequest } from '@/lib/api-client';
import { useDialogForm } from '@/lib/dialog-form';

/**
 * Publishes the next version of one consent text (`consentsEndpoints.publish`): both languages, validated
 * by the contract's schema here and by the API, starting from the current text. The dialog says that the
 * version becomes current at once. On success a toast and a fresh server render; a refusal (409, another
 * admin published at the same moment) is a toast with the API's translated message, and the dialog stays.
 */
export function PublishVersionDialog({
  kind,
  nextVersion,
  current,
  onClose,
}: {
  kind: ConsentKind;
  nextVersion: number;
  current: { bodyEn: string; bodyPl: string };
  onClose: () => void;
}) {
  const t = useTranslations('consents');
  const locale = useLocale();
  const kindName = t(`kinds.${kind}`);
  const form = useDialogForm(consentPublishSchema, {
    defaultValues: { bodyEn: current.bodyEn, bodyPl: current.bodyPl },
    onSubmit: async (values) => {
      const published = await apiRequest(consentsEndpoints.publish, { params: { kind }, body: values, locale });
      return t('publish.done', { kind: kindName, version: published.version });
    },
    onClose,
    refresh: true,
  });
  const { errors } = form.formState;

  return (
    <FormDialog
      {...form.frame}
      title={t('publish.title', { kind: kindName.toLowerCase() })}
      closeLabel={t('publish.close')}
      describedBy={`${form.id}-effect`}
      width="lg"
      cancelLabel={t('publish.cancel')}
      actionLabel={t('publish.submit', { version: nextVersion })}
    >
      <p id={`${form.id}-effect`}>{t('publish.effect', { version: nextVersion })}</p>
      <TextareaField
        id={`${form.id}-en`}
        label={t('publish.bodyEn')}
        hint={t('publish.hint')}
        error={form.message(errors.bodyEn?.message)}
        rows={8}
        maxLength={consentBodyMax}
        lang="en"
        required
        {...form.register('bodyEn')}
      />
      <TextareaField
        id={`${form.id}-pl`}
        label={t('publish.bodyPl')}
        hint={t('publish.hint')}
        error={form.message(errors.bodyPl?.message)}
        rows={8}
        maxLength={consentBodyMax}
        lang="pl"
        required
        {...form.register('bodyPl')}
      />
    </FormDialog>
  );
}
