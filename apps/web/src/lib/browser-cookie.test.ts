import { describe, expect, it } from 'vitest';
import { encodeCookieValue } from './browser-cookie';

describe('cookie values', () => {
  it('keep key=value pairs joined by & literally (SPEC §9)', () => {
    expect(encodeCookieValue('security=true&functional=false&analitic=true&ad=false')).toBe(
      'security=true&functional=false&analitic=true&ad=false',
    );
    expect(encodeCookieValue('pl')).toBe('pl');
  });

  it('encode only what a cookie may not hold, and the percent sign', () => {
    expect(encodeCookieValue('a b;c,d"e\\f%g')).toBe('a%20b%3Bc%2Cd%22e%5Cf%25g');
    expect(decodeURIComponent(encodeCookieValue('Łódź 100%'))).toBe('Łódź 100%');
  });
});
