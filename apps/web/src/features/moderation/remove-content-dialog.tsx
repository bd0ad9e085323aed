'use client';

import { contentRemovalInputSchema, moderationEndpoints, type RemovableKind } from '@tendero/contracts';
import { FormDialog, TextareaField, useDialog } from '@tendero/ui';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/toast';

/** What is being removed, as the page shows it: its kind, id and a short name (title, question, text). */
export type RemovalTarget = { kind: RemovableKind; contentId: string; name: string };

/**
 * Asks an admin for the reason before removing one piece of content (`moderationEndpoints.remove`), saying
 * what happens: hidden at once for everyone, restorable for 30 days, the owner told why by e-mail. On
 * success a toast and a fresh server render (the content is gone from the page); a refusal (409: removed
 * already) is a toast with the API's translated message, and the dialog stays open.
 */
export function RemoveContentDialog({ target, onClose }: { target: RemovalTarget; onClose: () => void }) {
  const t = useTranslations('moderation');
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const dialog = useDialog(true);
  const {
    register,
    submit,
    message,
    formState: { errors, isSubmitting },
  } = useContractForm(contentRemovalInputSchema, {
    defaultValues: { kind: target.kind, contentId: target.contentId, reason: '' },
    onSubmit: async (values) => {
      await apiRequest(moderationEndpoints.remove, { body: values, locale });
      toast.success(t('remove.done'));
      dialog.close();
      router.refresh();
    },
  });

  return (
    <FormDialog
      dialog={dialog}
      id={id}
      title={t('remove.title')}
      closeLabel={t('remove.close')}
      describedBy={`${id}-effect`}
      onClose={onClose}
      onSubmit={submit}
      width="sm"
      cancelLabel={t('remove.cancel')}
      actionLabel={t('remove.submit')}
      tone="danger"
      busy={isSubmitting}
    >
      <p className="font-medium break-words text-slate-900">
        {t('remove.what', { kind: t(`kinds.${target.kind}`), name: target.name })}
      </p>
      <div id={`${id}-effect`} className="space-y-2">
        <p>{t('remove.effect')}</p>
        <p>{t('remove.owner')}</p>
      </div>
      <TextareaField
        id={`${id}-reason`}
        label={t('remove.reason')}
        hint={t('remove.reasonHint')}
        error={message(errors.reason?.message)}
        rows={3}
        maxLength={500}
        required
        {...register('reason')}
      />
    </FormDialog>
  );
}
