'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/lib/form';

type PasswordPair = { password: string; passwordRepeat: string };

/** A new password and its repeat, with the SPEC §5 rules as the hint; shared by every form that sets one. */
export function NewPasswordFields({
  form,
  idPrefix,
  labels,
  columns = false,
}: {
  /** What `useContractForm` returned, for a form with `password` and `passwordRepeat` fields. */
  form: Parameters<typeof TextField<PasswordPair>>[0]['form'];
  idPrefix: string;
  labels: { password: string; repeat: string };
  columns?: boolean;
}) {
  const t = useTranslations('accounts.login');
  return (
    <div className={columns ? 'grid gap-4 sm:grid-cols-2' : 'space-y-4'}>
      <TextField
        form={form}
        name="password"
        id={`${idPrefix}-password`}
        label={labels.password}
        hint={t('passwordHint')}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        form={form}
        name="passwordRepeat"
        id={`${idPrefix}-passwordRepeat`}
        label={labels.repeat}
        type="password"
        autoComplete="new-password"
      />
    </div>
  );
}
