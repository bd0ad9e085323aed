/** Fired by any "cookie settings" button; the consent popup opens its detail view. */
export const openCookieSettingsEvent = 'tendero:open-cookie-settings';
export const consentChangedEvent = 'tendero:consent-changed';
