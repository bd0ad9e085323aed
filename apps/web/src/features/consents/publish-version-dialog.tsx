'use client';

import { type ConsentKind, consentBodyMax, consentPublishSchema, consentsEndpoints } from '@tendero/contracts';
import { FormDialog, TextareaField, useDialog } from '@tendero/ui';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/toast';

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
  const router = useRouter();
  const id = useId();
  const dialog = useDialog(true);
  const kindName = t(`kinds.${kind}`);
  const {
    register,
    submit,
    message,
    formState: { errors, isSubmitting },
  } = useContractForm(consentPublishSchema, {
    defaultValues: { bodyEn: current.bodyEn, bodyPl: current.bodyPl },
    onSubmit: async (values) => {
      const published = await apiRequest(consentsEndpoints.publish, { params: { kind }, body: values, locale });
      toast.success(t('publish.done', { kind: kindName, version: published.version }));
      dialog.close();
      router.refresh();
    },
  });

  return (
    <FormDialog
      dialog={dialog}
      id={id}
      title={t('publish.title', { kind: kindName.toLowerCase() })}
      closeLabel={t('publish.close')}
      describedBy={`${id}-effect`}
      onClose={onClose}
      onSubmit={submit}
      width="lg"
      cancelLabel={t('publish.cancel')}
      actionLabel={t('publish.submit', { version: nextVersion })}
      busy={isSubmitting}
    >
      <p id={`${id}-effect`}>{t('publish.effect', { version: nextVersion })}</p>
      <TextareaField
        id={`${id}-en`}
        label={t('publish.bodyEn')}
        hint={t('publish.hint')}
        error={message(errors.bodyEn?.message)}
        rows={8}
        maxLength={consentBodyMax}
        lang="en"
        required
        {...register('bodyEn')}
      />
      <TextareaField
        id={`${id}-pl`}
        label={t('publish.bodyPl')}
        hint={t('publish.hint')}
        error={message(errors.bodyPl?.message)}
        rows={8}
        maxLength={consentBodyMax}
        lang="pl"
        required
        {...register('bodyPl')}
      />
    </FormDialog>
  );
}
