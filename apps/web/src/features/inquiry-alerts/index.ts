export { AlertsSettings } from './alerts-settings';
