'use client';

import { Field, Input } from '@tendero/ui';
import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { useFieldMessage } from '@/lib/field-message';

type PasswordPair = { password: string; passwordRepeat: string };

/** A new password and its repeat, with the SPEC §5 rules as the hint; shared by every form that sets one. */
export function NewPasswordFields({
  idPrefix,
  password,
  repeat,
  errors,
  labels,
  columns = false,
}: {
  idPrefix: string;
  /** The form's registrations of its two fields (`register('password')`, `register('passwordRepeat')`). */
  password: UseFormRegisterReturn<'password'>;
  repeat: UseFormRegisterReturn<'passwordRepeat'>;
  errors: FieldErrors<PasswordPair>;
  labels: { password: string; repeat: string };
  columns?: boolean;
}) {
  const t = useTranslations('accounts.login');
  const message = useFieldMessage();
  return (
    <div className={columns ? 'grid gap-4 sm:grid-cols-2' : 'space-y-4'}>
      <Field
        id={`${idPrefix}-password`}
        label={labels.password}
        hint={t('passwordHint')}
        error={message(errors.password?.message)}
      >
        <Input
          id={`${idPrefix}-password`}
          type="password"
          autoComplete="new-password"
          invalid={!!errors.password}
          {...password}
        />
      </Field>
      <Field id={`${idPrefix}-passwordRepeat`} label={labels.repeat} error={message(errors.passwordRepeat?.message)}>
        <Input
          id={`${idPrefix}-passwordRepeat`}
          type="password"
          autoComplete="new-password"
          invalid={!!errors.passwordRepeat}
          {...repeat}
        />
      </Field>
    </div>
  );
}
