import { teamSizes } from '@tendero/contracts';
import { getMessages } from '@tendero/i18n';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { teamSizeWords } from './team-size-words';

describe('team size options say people in the right plural (not "1 people")', () => {
  // The page's own translator (ICU messages, as next-intl renders them).
  const options = (locale: 'en' | 'pl') => {
    const t = createTranslator({ locale, messages: getMessages(locale) });
    return teamSizes.map((size) => t('companies.profile.teamSizeOption', teamSizeWords(size)));
  };
  const facts = (locale: 'en' | 'pl') => {
    const t = createTranslator({ locale, messages: getMessages(locale) });
    return teamSizes.map((size) => t('profiles.company.teamSizeValue', teamSizeWords(size)));
  };

  it('in English', () => {
    expect(options('en')).toEqual([
      '1 person',
      '2–9 people',
      '10–49 people',
      '50–249 people',
      '250–999 people',
      '1000+ people',
    ]);
  });

  it('in Polish, with its plural forms', () => {
    expect(options('pl')).toEqual(['1 osoba', '2–9 osób', '10–49 osób', '50–249 osób', '250–999 osób', '1000+ osób']);
  });

  it('the same on company and rep pages and in the admin verification panel', () => {
    for (const locale of ['en', 'pl'] as const) {
      const t = createTranslator({ locale, messages: getMessages(locale) });
      const admin = teamSizes.map((size) => t('admin.verification.facts.teamSizeValue', teamSizeWords(size)));
      expect(facts(locale)).toEqual(options(locale));
      expect(admin).toEqual(options(locale));
    }
  });
});
