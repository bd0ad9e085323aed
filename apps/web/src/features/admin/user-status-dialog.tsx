'use client';

import { adminEndpoints, userDeletionSchema } from '@tendero/contracts';
import { FormDialog, TextareaField, useDialog } from '@tendero/ui';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/toast';

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
  const router = useRouter();
  const id = useId();
  const dialog = useDialog(true);
  const {
    register,
    submit,
    message,
    formState: { errors, isSubmitting },
  } = useContractForm(userDeletionSchema, {
    defaultValues: { reason: '' },
    onSubmit: async ({ reason }) => {
      const params = { userId: user.id };
      if (mode === 'delete') await apiRequest(adminEndpoints.deleteUser, { params, body: { reason }, locale });
      else {
        const status = mode === 'block' ? 'SUSPENDED' : 'ACTIVE';
        await apiRequest(adminEndpoints.setUserStatus, { params, body: { status, reason }, locale });
      }
      toast.success(t(`${mode}.done`, { name: user.name }));
      dialog.close();
      router.refresh();
    },
  });
  const reasonError = message(errors.reason?.message);

  return (
    <FormDialog
      dialog={dialog}
      id={id}
      title={t(`${mode}.title`, { name: user.name })}
      closeLabel={t('dialog.close')}
      describedBy={`${id}-effect`}
      onClose={onClose}
      onSubmit={submit}
      width="sm"
      cancelLabel={t('dialog.cancel')}
      actionLabel={t(`${mode}.submit`)}
      tone={mode === 'unblock' ? 'primary' : 'danger'}
      busy={isSubmitting}
    >
      <div id={`${id}-effect`} className="space-y-2">
        <p className={mode === 'unblock' ? undefined : 'font-medium text-slate-900'}>{t(`${mode}.effect`)}</p>
        <p>{t('dialog.email', { email: user.email })}</p>
      </div>
      <TextareaField
        id={`${id}-reason`}
        label={t('dialog.reason')}
        hint={t('dialog.reasonHint')}
        error={reasonError}
        rows={3}
        maxLength={500}
        required
        {...register('reason')}
      />
    </FormDialog>
  );
}
