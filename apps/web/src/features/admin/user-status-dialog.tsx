'use client';

import { adminEndpoints, userDeletionSchema } from '@tendero/contracts';
import { FormDialog, TextareaField } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { apiRequest } from '@/lib/api-client';
import { useDialogForm } from '@/lib/dialog-form';

/** The account a status change is about, as the row shows it. */
export type StatusTarget = { id: string; name: string; email: string };

/** What the dialog does: block (SUSPENDED), unblock (ACTIVE) or delete the account. */
export type ReasonMode = 'block' | 'unblock' | 'delete';

/**
 * Block or unblock one account (`adminEndpoints.setUserStatus`) or delete it (`adminEndpoints.deleteUser`),
 * always with a reason: the dialog says what happens (a block or a deletion ends every session and open
 * chat at once) and that the user gets the reason by e-mail. On success a toast and a fresh server render;
 * a refusal (409: the admin's own account, a status already set) is a toast with the API's translated
 * message, and the dialog stays open.
 */
export function UserStatusDialog({
  user,
  mode,
  onClose,
}: {
  user: StatusTarget;
  mode: ReasonMode;
  onClose: () => void;
}) {
  const t = useTranslations('admin.users');
  const locale = useLocale();
  const form = useDialogForm(userDeletionSchema, {
    defaultValues: { reason: '' },
    onSubmit: async ({ reason }) => {
      const params = { userId: user.id };
      if (mode === 'delete') await apiRequest(adminEndpoints.deleteUser, { params, body: { reason }, locale });
      else {
        const status = mode === 'block' ? 'SUSPENDED' : 'ACTIVE';
        await apiRequest(adminEndpoints.setUserStatus, { params, body: { status, reason }, locale });
      }
      return t(`${mode}.done`, { name: user.name });
    },
    onClose,
    refresh: true,
  });
  const { errors } = form.formState;
  const reasonError = form.message(errors.reason?.message);

  return (
    <FormDialog
      {...form.frame}
      title={t(`${mode}.title`, { name: user.name })}
      closeLabel={t('dialog.close')}
      describedBy={`${form.id}-effect`}
      width="sm"
      cancelLabel={t('dialog.cancel')}
      actionLabel={t(`${mode}.submit`)}
      tone={mode === 'unblock' ? 'primary' : 'danger'}
    >
      <div id={`${form.id}-effect`} className="space-y-2">
        <p className={mode === 'unblock' ? undefined : 'font-medium text-slate-900'}>{t(`${mode}.effect`)}</p>
        <p>{t('dialog.email', { email: user.email })}</p>
      </div>
      <TextareaField
        id={`${form.id}-reason`}
        label={t('dialog.reason')}
        hint={t('dialog.reasonHint')}
        error={reasonError}
        rows={3}
        maxLength={500}
        required
        {...form.register('reason')}
      />
    </FormDialog>
  );
}
