import { defaultLocale, isLocale, type Locale, localeCookieName } from '@tendero/contracts';
import type { FastifyRequest } from 'fastify';

/** The language of an API answer: `?locale=`, then the locale cookie, then Accept-Language, then English. */
export function requestLocale(request: FastifyRequest): Locale {
  return explicitRequestLocale(request) ?? defaultLocale;
}

/** The language the request itself names (`?locale=`, the locale cookie, Accept-Language), or null. */
export function explicitRequestLocale(request: FastifyRequest): Locale | null {
  const query = (request.query ?? {}) as Record<string, unknown>;
  if (isLocale(query.locale)) return query.locale;
  const cookie = request.cookies?.[localeCookieName];
  if (isLocale(cookie)) return cookie;
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    const ranked = header
      .split(',')
      .map((part) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.find((p) => p.trim().startsWith('q='));
        return { lang: tag.slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
      })
      .sort((a, b) => b.q - a.q);
    const found = ranked.find((entry) => isLocale(entry.lang));
    if (found && isLocale(found.lang)) return found.lang;
  }
  return null;
}
