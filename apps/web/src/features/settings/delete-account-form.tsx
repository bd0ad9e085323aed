'use client';

import { accountsEndpoints, deleteAccountSchema } from '@tendero/contracts';
import { Button } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { CurrentPasswordField } from '@/features/accounts';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { flashToast } from '@/lib/flash-toast';
import { Form } from '@/lib/form';

/** Deleting the account asks for the password, then signs out everywhere ('Account deleted'). */
export function DeleteAccountForm() {
  const t = useTranslations();
  const locale = useLocale();
  const form = useContractForm(deleteAccountSchema, {
    defaultValues: { password: '' },
    onSubmit: async (values) => {
      await apiRequest(accountsEndpoints.deleteMe, { body: values, locale });
      sessionStorage.clear();
      flashToast(t('settings.remove.done'));
      window.location.replace(`/${locale}/marketplace`);
    },
  });
  return (
    <Form onSubmit={form.submit} className="space-y-4">
      <CurrentPasswordField form={form} id="delete-password" label={t('settings.remove.password')} />
      <Button type="submit" variant="danger" disabled={form.formState.isSubmitting}>
        {t('settings.remove.submit')}
      </Button>
    </Form>
  );
}
