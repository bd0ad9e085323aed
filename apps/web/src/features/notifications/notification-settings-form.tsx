'use client';

import {
  type NotificationChannels,
  type NotificationKind,
  type NotificationSettings,
  notificationKinds,
  notificationsEndpoints,
} from '@tendero/contracts';
import { Button } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { Form } from '@/lib/form';
import { toast } from '@/lib/toast';
import { ChannelSwitch } from './channel-switch';
import { PushDeviceSlot } from './push-device-slot';

type Channel = keyof NotificationChannels;
const channels: readonly Channel[] = ['email', 'push'];

/** Kinds worded for the person's side: a provider hears of inquiries, a client of its saved searches. */
function hintKey(kind: NotificationKind, provider: boolean) {
  if (kind === 'inquiries' || kind === 'offers')
    return `kinds.${kind}.${provider ? 'hintProvider' : 'hintClient'}` as const;
  return `kinds.${kind}.hint` as const;
}

/**
 * The kinds (rows) × e-mail and push (switches), saved together with one button and a clear confirmation.
 * What is saved is what the API answers, so the page shows the stored state after a save.
 */
export function NotificationSettingsForm({ initial, provider }: { initial: NotificationSettings; provider: boolean }) {
  const t = useTranslations('notificationSettings');
  const tErrors = useTranslations('errors');
  const locale = useLocale();
  const [saved, setSaved] = useState(initial.kinds);
  const [kinds, setKinds] = useState(initial.kinds);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<'idle' | 'saved'>('idle');
  const changed = notificationKinds.some(
    (kind) => kinds[kind].email !== saved[kind].email || kinds[kind].push !== saved[kind].push,
  );
  const toggle = (kind: NotificationKind, channel: Channel, on: boolean) => {
    setKinds((current) => ({ ...current, [kind]: { ...current[kind], [channel]: on } }));
    setStatus('idle');
  };
  const save = async () => {
    setSaving(true);
    try {
      const answer = await apiRequest(notificationsEndpoints.saveSettings, { body: kinds, locale });
      setSaved(answer.kinds);
      setKinds(answer.kinds);
      setStatus('saved');
      toast.success(t('saved'));
    } catch (error) {
      toast.error(describeApiError(error, tErrors('network')));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <table className="w-full text-left text-sm" data-testid="notification-kinds">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('columns.kind')}
            </th>
            {channels.map((channel) => (
              <th key={channel} scope="col" className="w-16 px-2 py-2 text-center font-medium sm:w-20">
                {t(`columns.${channel}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {notificationKinds.map((kind) => (
            <tr key={kind} data-kind={kind}>
              <th scope="row" className="py-3 pr-3 align-top font-normal">
                <span className="block font-medium text-slate-900">{t(`kinds.${kind}.name`)}</span>
                <span className="block text-slate-600">{t(hintKey(kind, provider))}</span>
              </th>
              {channels.map((channel) => (
                <td key={channel} className="px-2 py-3 text-center align-top">
                  <ChannelSwitch
                    checked={kinds[kind][channel]}
                    label={t('switchLabel', { kind: t(`kinds.${kind}.name`), channel: t(`columns.${channel}`) })}
                    testId={`switch-${kind}-${channel}`}
                    disabled={saving}
                    onChange={(on) => toggle(kind, channel, on)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-4">
        <PushDeviceSlot pushDevices={initial.pushDevices} />
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={saving || !changed}>
          {saving ? t('saving') : t('save')}
        </Button>
        <p role="status" className="text-sm text-slate-700" data-testid="settings-status">
          {changed ? t('unsaved') : status === 'saved' ? t('saved') : ''}
        </p>
      </div>
    </Form>
  );
}
