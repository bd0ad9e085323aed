import 'server-only';

export { NotificationSettingsPage } from './notification-settings-page';
export { PushDevicesPanel } from './push-devices-panel';
