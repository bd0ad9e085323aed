import type { Locale } from '@tendero/contracts';
import { ClientMessages } from '@/lib/client-messages';
import { PushDeviceToggle } from './push-device-toggle';

/** The device control with its texts (the `pwa` namespace), for the notification settings page. */
export function PushDevicesPanel({ locale }: { locale: Locale }) {
  return (
    <ClientMessages locale={locale} namespaces={['pwa']}>
      <PushDeviceToggle />
    </ClientMessages>
  );
}
