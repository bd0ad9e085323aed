import { describe, expect, it } from 'vitest';
import { switchLocaleHref } from './language-switch';

describe('the language switch address', () => {
  it('keeps the path and every parameter, changing only the locale', () => {
    expect(switchLocaleHref('/pl/marketplace/search/all', '?q=ksiegowosc&city=krakow', 'en')).toBe(
      '/en/marketplace/search/all?q=ksiegowosc&city=krakow',
    );
    expect(switchLocaleHref('/pl/change-password', 'invitation=abc.def', 'en')).toBe(
      '/en/change-password?invitation=abc.def',
    );
    expect(switchLocaleHref('/en', '', 'pl')).toBe('/pl');
    expect(switchLocaleHref('/en/english-words', '', 'pl')).toBe('/pl/english-words');
  });
});
