'use client';

import { type PasskeyView, passkeyRemoveSchema, passkeyRenameSchema, passkeysEndpoints } from '@tendero/contracts';
import { Button } from '@tendero/ui';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { CurrentPasswordField } from '@/features/accounts';
import { apiRequest } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { Form, TextField } from '@/lib/form';
import { toast } from '@/lib/toast';

/** One passkey: its name, when added and last used; rename in place; remove with the password. */
export function PasskeyRow({
  passkey,
  onRenamed,
  onRemoved,
}: {
  passkey: PasskeyView;
  onRenamed: (passkey: PasskeyView) => void;
  onRemoved: (id: string) => void;
}) {
  const t = useTranslations('passkeys.settings');
  const locale = useLocale();
  const format = useFormatter();
  const id = useId();
  const [mode, setMode] = useState<'view' | 'rename' | 'remove'>('view');
  const when = (value: string) => format.dateTime(new Date(value), { dateStyle: 'medium', timeStyle: 'short' });

  const rename = useContractForm(passkeyRenameSchema, {
    defaultValues: { name: passkey.name },
    onSubmit: async (body) => {
      const renamed = await apiRequest(passkeysEndpoints.rename, { params: { id: passkey.id }, body, locale });
      onRenamed(renamed);
      setMode('view');
      toast.success(t('renamed'));
    },
  });
  const remove = useContractForm(passkeyRemoveSchema, {
    defaultValues: { password: '' },
    onSubmit: async (body) => {
      await apiRequest(passkeysEndpoints.remove, { params: { id: passkey.id }, body, locale });
      onRemoved(passkey.id);
      toast.success(t('removed'));
    },
  });

  return (
    <li className="p-4" aria-labelledby={`${id}-name`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p id={`${id}-name`} className="font-medium break-words text-slate-900">
            {passkey.name}
            {passkey.synced ? (
              <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 align-middle text-xs font-medium text-brand-800">
                {t('synced')}
              </span>
            ) : null}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {t('created', { date: when(passkey.createdAt) })} ·{' '}
            {passkey.lastUsedAt ? t('lastUsed', { date: when(passkey.lastUsedAt) }) : t('neverUsed')}
          </p>
        </div>
        {mode === 'view' ? (
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={() => setMode('rename')}>
              {t('rename')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700! hover:bg-red-50!"
              onClick={() => setMode('remove')}
            >
              {t('remove')}
            </Button>
          </div>
        ) : null}
      </div>
      {mode === 'rename' ? (
        <Form onSubmit={rename.submit} className="mt-3 flex flex-wrap items-end gap-3">
          <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
            <TextField form={rename} name="name" id={`${id}-rename`} label={t('name')} maxLength={60} />
          </div>
          <Button type="submit" disabled={rename.formState.isSubmitting}>
            {t('save')}
          </Button>
          <Button variant="ghost" onClick={() => setMode('view')}>
            {t('cancel')}
          </Button>
        </Form>
      ) : null}
      {mode === 'remove' ? (
        <Form onSubmit={remove.submit} className="mt-3 rounded-lg bg-red-50 p-3">
          <p className="font-medium text-slate-900">{t('removeTitle', { name: passkey.name })}</p>
          <p className="mt-1 mb-3 text-sm text-slate-700">{t('removeLead')}</p>
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
              <CurrentPasswordField form={remove} id={`${id}-password`} label={t('password')} />
            </div>
            <Button type="submit" variant="danger" disabled={remove.formState.isSubmitting}>
              {t('submitRemove')}
            </Button>
            <Button variant="ghost" onClick={() => setMode('view')}>
              {t('cancel')}
            </Button>
          </div>
        </Form>
      ) : null}
    </li>
  );
}
