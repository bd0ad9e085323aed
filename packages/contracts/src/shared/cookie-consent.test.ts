import { describe, expect, it } from 'vitest';
import { parseConsent, policyCookieMaxAgeSeconds, policyCookieName, serializeConsent } from './cookie-consent';

describe('cookie consent (SPEC §3, §9)', () => {
  it('is stored as key=value pairs joined by & in tenderoPolicyAccepted for a year', () => {
    expect(policyCookieName).toBe('tenderoPolicyAccepted');
    expect(policyCookieMaxAgeSeconds).toBe(31_536_000);
    expect(serializeConsent({ security: true, functional: true, analitic: false, ad: true })).toBe(
      'security=true&functional=true&analitic=false&ad=true',
    );
  });

  it('reads back what it wrote and keeps security on whatever the cookie says', () => {
    expect(parseConsent('security=false&functional=false&analitic=true&ad=false')).toEqual({
      security: true,
      functional: false,
      analitic: true,
      ad: false,
    });
    expect(parseConsent(undefined)).toBeNull();
  });

  it('still reads a value stored percent-encoded before it was stored literally', () => {
    expect(parseConsent('security%3Dtrue%26functional%3Dtrue%26analitic%3Dfalse%26ad%3Dtrue')).toEqual({
      security: true,
      functional: true,
      analitic: false,
      ad: true,
    });
  });
});
