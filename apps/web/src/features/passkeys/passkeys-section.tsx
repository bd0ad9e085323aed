'use client';

import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import { type PasskeyView, passkeyAddFormSchema, passkeysEndpoints } from '@tendero/contracts';
import { Button } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { CurrentPasswordField } from '@/features/accounts';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form, TextField } from '@/lib/form';
import { toast } from '@/lib/toast';
import { ceremonyOutcome } from './ceremony-errors';
import { PasskeyRow } from './passkey-row';

/**
 * Account settings, "Passkeys" (every role): the list with when each was added and last used, rename,
 * remove with the password, and "Add a passkey": a name and the password, then the browser's prompt.
 */
export function PasskeysSection({ initial }: { initial: PasskeyView[] }) {
  const t = useTranslations('passkeys.settings');
  const locale = useLocale();
  const [items, setItems] = useState(initial);
  const [adding, setAdding] = useState(false);
  const [supported, setSupported] = useState(true);
  useEffect(() => setSupported(browserSupportsWebAuthn()), []);

  const form = useContractForm(passkeyAddFormSchema, {
    defaultValues: { name: '', password: '' },
    onSubmit: async ({ name, password }) => {
      const { challengeId, options } = await apiRequest(passkeysEndpoints.registrationOptions, {
        body: { password },
        locale,
      });
      let response: Awaited<ReturnType<typeof startRegistration>>;
      try {
        response = await startRegistration({ optionsJSON: options });
      } catch (error) {
        const outcome = ceremonyOutcome(error);
        if (outcome === 'other') throw error;
        toast.error(t(outcome === 'exists' ? 'alreadyHere' : outcome === 'unsupported' ? 'unsupported' : 'cancelled'));
        return;
      }
      const added = await apiRequest(passkeysEndpoints.register, { body: { challengeId, name, response }, locale });
      setItems((current) => [...current, added]);
      form.reset({ name: '', password: '' });
      setAdding(false);
      toast.success(t('added'));
    },
  });

  return (
    <section aria-labelledby="passkeys-title" className="mt-8 border-t border-slate-200 pt-6" data-testid="passkeys">
      <h2 id="passkeys-title" className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-slate-600">{t('lead')}</p>
      {items.length > 0 ? (
        <ul aria-label={t('list')} className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {items.map((item) => (
            <PasskeyRow
              key={item.id}
              passkey={item}
              onRenamed={(renamed) =>
                setItems((current) => current.map((entry) => (entry.id === renamed.id ? renamed : entry)))
              }
              onRemoved={(id) => setItems((current) => current.filter((entry) => entry.id !== id))}
            />
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-slate-700">{t('empty')}</p>
      )}
      {!supported ? (
        <p className="mt-4 text-sm text-amber-800">{t('unsupported')}</p>
      ) : adding ? (
        <Form onSubmit={form.submit} className="mt-4 grid gap-4 rounded-xl bg-slate-50 p-4 sm:grid-cols-2">
          <TextField
            form={form}
            name="name"
            id="passkey-name"
            label={t('name')}
            placeholder={t('namePlaceholder')}
            maxLength={60}
            autoComplete="off"
          />
          <CurrentPasswordField form={form} id="passkey-password" label={t('password')} hint={t('passwordHint')} />
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t('adding') : t('submitAdd')}
            </Button>
            <Button variant="ghost" onClick={() => setAdding(false)} disabled={form.formState.isSubmitting}>
              {t('cancel')}
            </Button>
          </div>
        </Form>
      ) : (
        <Button variant="secondary" className="mt-4" onClick={() => setAdding(true)}>
          {t('add')}
        </Button>
      )}
    </section>
  );
}
