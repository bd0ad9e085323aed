'use client';

import { useTranslations } from 'next-intl';

/**
 * THE PUSH SEAM of the notification settings (issue 40): what the page says about this device's push. Today
 * it only says whether any device of the person receives push; the push work fills it with the "Turn on
 * notifications on this device" button (permission, subscription, then a fresh render), keeping its props.
 */
export function PushDeviceSlot({ pushDevices }: { pushDevices: number }) {
  const t = useTranslations('notificationSettings');
  return (
    <p className="text-sm text-slate-700" data-testid="push-devices">
      {pushDevices === 0 ? t('pushNone') : t('pushDevices', { count: pushDevices })}
    </p>
  );
}
