/** SPEC §3, §4, §9: the cookie consent and its `tenderoPolicyAccepted` cookie. */
export const policyCookieName = 'tenderoPolicyAccepted';
export const policyCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export type CookieConsent = { security: true; functional: boolean; analitic: boolean; ad: boolean };

export const consentCategories = ['functional', 'analitic', 'ad'] as const;

export function serializeConsent(consent: CookieConsent): string {
  return `security=true&functional=${consent.functional}&analitic=${consent.analitic}&ad=${consent.ad}`;
}

/**
 * Parses the cookie value; unknown keys are ignored and `security` is always true. Values stored by
 * earlier versions were percent-encoded as a whole (`security%3Dtrue%26…`); they still read back.
 */
export function parseConsent(value: string | undefined | null): CookieConsent | null {
  if (!value) return null;
  let text = value;
  if (!text.includes('=') && text.includes('%')) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return null;
    }
  }
  const pairs = new Map(
    text.split('&').map((pair) => {
      const [key = '', raw = ''] = pair.split('=');
      return [key, raw] as const;
    }),
  );
  return {
    security: true,
    functional: pairs.get('functional') === 'true',
    analitic: pairs.get('analitic') === 'true',
    ad: pairs.get('ad') === 'true',
  };
}
