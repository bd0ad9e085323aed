export const locales = ['en', 'pl'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';
/** next-intl's cookie name; kept 365 days (SPEC §9). */
export const localeCookieName = 'NEXT_LOCALE';
export const localeCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** A stored or requested locale when it is one of ours, English otherwise. */
export function localeOr(value: unknown, fallback: Locale = defaultLocale): Locale {
  return isLocale(value) ? value : fallback;
}

/** Splits "/pl/orders/my" into { locale: 'pl', path: '/orders/my' }; null when there is no locale prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } | null {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (!match || !isLocale(match[1])) return null;
  const rest = match[2] ?? '/';
  return { locale: match[1], path: rest.length > 1 && rest.endsWith('/') ? rest.slice(0, -1) : rest };
}

export function withLocale(locale: Locale, path: string): string {
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
