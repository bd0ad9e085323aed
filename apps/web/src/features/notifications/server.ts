import 'server-only';

export { NotificationSettingsPage } from './notification-settings-page';
