'use client';

import { type PushDevice, pushEndpoints } from '@tendero/contracts';
import { formatDateTimeMinutes } from '@tendero/i18n';
import { Badge, Button, CardSection } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { currentSubscription, pushSupported, subscribeThisDevice } from './push-device';

type State = 'loading' | 'unsupported' | 'unavailable' | 'off' | 'on' | 'denied';

/**
 * "Notifications on this device" (issue 40): turns push on for this browser (asks permission, subscribes with
 * the server's VAPID key, registers the device) or off, and lists the person's devices with "Remove". Needs
 * the `pwa` texts (PushDevicesPanel of server.ts hands them over).
 */
export function PushDeviceToggle() {
  const t = useTranslations('pwa.push');
  const tErrors = useTranslations('errors');
  const locale = useLocale();
  const [state, setState] = useState<State>('loading');
  const [publicKey, setPublicKey] = useState<string | null>(null);
  const [devices, setDevices] = useState<PushDevice[]>([]);
  const [thisEndpoint, setThisEndpoint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const [key, own] = await Promise.all([
      apiRequest(pushEndpoints.pushKey, { locale }),
      apiRequest(pushEndpoints.ownDevices, { locale }),
    ]);
    setDevices(own.items);
    if (!key.available) return setState('unavailable');
    setPublicKey(key.publicKey);
    if (!pushSupported()) return setState('unsupported');
    if (Notification.permission === 'denied') return setState('denied');
    const endpoint = (await currentSubscription())?.endpoint ?? null;
    setThisEndpoint(endpoint);
    setState(endpoint && own.items.some((device) => device.endpoint === endpoint) ? 'on' : 'off');
  }, [locale]);

  useEffect(() => {
    load().catch((error: unknown) => toast.error(describeApiError(error, tErrors('network'))));
  }, [load, tErrors]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      await load();
    } catch (error) {
      toast.error(describeApiError(error, t('failed')));
    } finally {
      setBusy(false);
    }
  };

  const turnOn = () =>
    run(async () => {
      if (!publicKey) return;
      if ((await subscribeThisDevice(publicKey, locale)) === 'denied') setState('denied');
    });
  const remove = (device: PushDevice) =>
    run(async () => {
      await apiRequest(pushEndpoints.removeDevice, { locale, params: { id: device.id } });
      if (device.endpoint === thisEndpoint) await (await currentSubscription())?.unsubscribe();
      toast.success(t('removed'));
    });
  const current = devices.find((device) => device.endpoint === thisEndpoint);

  const status: Record<Exclude<State, 'loading' | 'off'>, string> = {
    unsupported: t('unsupported'),
    unavailable: t('unavailable'),
    on: t('on'),
    denied: t('denied'),
  };

  return (
    <CardSection id="push-title" title={t('title')} cardId="push" data-testid="push-devices" data-state={state}>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t('intro')}</p>
      {state !== 'loading' && state !== 'off' ? (
        <p role="status" className="mb-4 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          {status[state]}
        </p>
      ) : null}
      {state === 'off' ? (
        <Button onClick={turnOn} disabled={busy}>
          {t('turnOn')}
        </Button>
      ) : null}
      {state === 'on' && current ? (
        <Button variant="secondary" onClick={() => remove(current)} disabled={busy}>
          {t('turnOff')}
        </Button>
      ) : null}
      <h3 className="mt-6 mb-2 text-sm font-semibold text-slate-900">{t('devices')}</h3>
      {devices.length === 0 ? (
        <p className="text-sm text-slate-600">{t('noDevices')}</p>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="push-device-list">
          {devices.map((device) => (
            <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0 text-sm">
                <p className="font-medium text-slate-900">
                  {device.device ?? t('unknownDevice')}
                  {device.endpoint === thisEndpoint ? (
                    <span className="ml-2">
                      <Badge>{t('thisDevice')}</Badge>
                    </span>
                  ) : null}
                </p>
                <p className="text-slate-600">
                  {t('added', { date: formatDateTimeMinutes(device.createdAt) })}
                  {device.lastSentAt ? ` · ${t('lastSent', { date: formatDateTimeMinutes(device.lastSentAt) })}` : ''}
                </p>
              </div>
              <Button size="sm" variant="secondary" onClick={() => remove(device)} disabled={busy}>
                {t('remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}
