import { translate } from '@tendero/i18n';
import { describe, expect, it } from 'vitest';

/**
 * A result card showed "Usually answers within 27 min" and the company page "43 min" (offers) and
 * "12 min" (chats): three figures that read as one contradicting the others (issue 34). Each sentence names
 * its figure, in both languages, and the company page says which one the card shows.
 */
const names = ['all', 'offers', 'chats'] as const;

describe.each(['en', 'pl'] as const)('response figures say which figure they are (%s)', (locale) => {
  const usually = (measure: string) => translate(locale, 'trust.response.usually', { measure, duration: '27 min' });
  const few = (measure: string) => translate(locale, 'trust.response.fewWithinDay', { measure, share: '40%' });

  it('words each figure differently, naming what it counts', () => {
    expect(new Set(names.map(usually)).size).toBe(3);
    expect(new Set(names.map(few)).size).toBe(3);
    const words = {
      en: { all: /inquiries and chats/, offers: /offer/, chats: /chat/ },
      pl: { all: /zapytania i czaty/, offers: /ofert/, chats: /czacie/ },
    }[locale];
    for (const name of names) expect(usually(name)).toMatch(words[name]);
  });

  it('the company page names the search card’s figure with the same duration', () => {
    const together = translate(locale, 'trust.panel.together', { duration: '27 min' });
    expect(together).toContain('27 min');
    expect(together).toMatch(locale === 'en' ? /inquiries and chats together/i : /zapytania i czaty łącznie/i);
  });
});
