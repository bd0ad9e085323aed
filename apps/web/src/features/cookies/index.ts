export { CookieChoiceSummary } from './cookie-choice-summary';
export { CookieConsent } from './cookie-consent';
export { CookieSettingsButton } from './cookie-settings-button';
