import { describe, expect, it } from 'vitest';
import { consentInLanguage, consentInputSchema } from './profile';

const written = {
  content: 'I agree that Nordwind may contact me about my inquiry.',
  language: 'en' as const,
  translation: 'Zgadzam się, aby Nordwind kontaktowała się ze mną w sprawie mojego zapytania.',
};

describe("a company's consent in the reader's language", () => {
  it('gives each reader the version in their language when the company wrote both', () => {
    expect(consentInLanguage(written, 'en')).toEqual({ text: written.content, language: 'en' });
    expect(consentInLanguage(written, 'pl')).toEqual({ text: written.translation, language: 'pl' });
  });

  it('says which language the only version is in, or that it is not known', () => {
    const only = { content: written.content, language: 'en' as const };
    expect(consentInLanguage(only, 'pl')).toEqual({ text: written.content, language: 'en' });
    expect(consentInLanguage({ content: written.content }, 'pl')).toEqual({ text: written.content, language: null });
  });

  it('keeps a spec-only consent (content alone) valid, and an empty language means none', () => {
    expect(consentInputSchema.parse({ content: 'Zgoda' })).toEqual({ content: 'Zgoda' });
    expect(consentInputSchema.parse({ content: 'Zgoda', language: '', translation: '' })).toEqual({
      content: 'Zgoda',
      translation: '',
    });
    expect(consentInputSchema.safeParse({ content: 'Zgoda', language: 'de' }).success).toBe(false);
  });
});
