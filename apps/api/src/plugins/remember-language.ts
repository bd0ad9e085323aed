import type { Locale } from '@tendero/contracts';
import { explicitRequestLocale } from './request-locale';
import type { SessionResolver } from './session';

/**
 * Wraps the API's session resolver: when a signed-in request names a language other than the user's
 * stored one, the stored one follows (so e-mails go in the language the user last used). Requests that
 * name no language (API clients without Accept-Language) change nothing.
 */
export function rememberingLanguage(
  resolve: SessionResolver,
  remember: (userId: string, locale: Locale) => Promise<void>,
): SessionResolver {
  return async (request) => {
    const session = await resolve(request);
    if (!session) return session;
    const locale = explicitRequestLocale(request);
    if (locale && locale !== session.locale) {
      await remember(session.userId, locale);
      return { ...session, locale };
    }
    return session;
  };
}
