import { localeCookieMaxAgeSeconds, localeCookieName, locales } from '@tendero/contracts';
import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({
  locales,
  defaultLocale: 'en',
  localePrefix: 'always',
  localeCookie: { name: localeCookieName, maxAge: localeCookieMaxAgeSeconds },
});
