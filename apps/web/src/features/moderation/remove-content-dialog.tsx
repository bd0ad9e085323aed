'use client';

import { contentRemovalInputSchema, moderationEndpoints, type RemovableKind } from '@tendero/contracts';
import { FormDialog, TextareaField } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { apiRequest } from '@/lib/api-client';
import { useDialogForm } from '@/lib/dialog-form';

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
  const form = useDialogForm(contentRemovalInputSchema, {
    defaultValues: { kind: target.kind, contentId: target.contentId, reason: '' },
    onSubmit: async (values) => {
      await apiRequest(moderationEndpoints.remove, { body: values, locale });
      return t('remove.done');
    },
    onClose,
    refresh: true,
  });
  const { errors } = form.formState;

  return (
    <FormDialog
      {...form.frame}
      title={t('remove.title')}
      closeLabel={t('remove.close')}
      describedBy={`${form.id}-effect`}
      width="sm"
      cancelLabel={t('remove.cancel')}
      actionLabel={t('remove.submit')}
      tone="danger"
    >
      <p className="font-medium break-words text-slate-900">
        {t('remove.what', { kind: t(`kinds.${target.kind}`), name: target.name })}
      </p>
      <div id={`${form.id}-effect`} className="space-y-2">
        <p>{t('remove.effect')}</p>
        <p>{t('remove.owner')}</p>
      </div>
      <TextareaField
        id={`${form.id}-reason`}
        label={t('remove.reason')}
        hint={t('remove.reasonHint')}
        error={form.message(errors.reason?.message)}
        rows={3}
        maxLength={500}
        required
        {...form.register('reason')}
      />
    </FormDialog>
  );
}
