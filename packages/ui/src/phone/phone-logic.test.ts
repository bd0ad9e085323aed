import { describe, expect, it } from 'vitest';
import { countryOptions, createCountrySearch, createTypeAhead, evaluatePhone, sanitizePhoneText } from './phone-logic';

describe('phone field logic (SPEC §5, §9)', () => {
  it('keeps only digits, spaces, parentheses, plus and hyphen, up to 250 characters', () => {
    expect(sanitizePhoneText('+48 (501) 234-567 abc#')).toBe('+48 (501) 234-567 ');
    expect(sanitizePhoneText('1'.repeat(400))).toHaveLength(250);
  });

  it('emits E.164 when valid for the chosen country, the raw text otherwise', () => {
    expect(evaluatePhone('501 234 567', 'PL')).toMatchObject({ state: 'valid', value: '+48501234567' });
    expect(evaluatePhone('501 234', 'PL')).toMatchObject({ state: 'invalid', value: '501 234' });
    expect(evaluatePhone('030 1234567', 'DE').value).toBe('+49301234567');
  });

  it('asks for a country when a national number has none, and finds it from a + prefix', () => {
    expect(evaluatePhone('501234567', undefined)).toMatchObject({ state: 'needs-country' });
    expect(evaluatePhone('+48501234567', undefined)).toMatchObject({ state: 'valid', result: { countryCode: 'PL' } });
  });

  it('gives a full result object for a valid number', () => {
    const { result } = evaluatePhone('501234567', 'PL');
    expect(result).toMatchObject({
      isValid: true,
      isPossible: true,
      countryCallingCode: '48',
      nationalNumber: '501234567',
      e164: '+48501234567',
      rfc3966: 'tel:+48501234567',
      uri: 'tel:+48501234567',
      type: 'MOBILE',
    });
  });

  it('finds countries fuzzily in the page language', () => {
    const search = createCountrySearch(countryOptions('pl'));
    expect(search('Niemcy')[0]?.code).toBe('DE');
    expect(search('Polksa')[0]?.code).toBe('PL');
    expect(search('+48')[0]?.code).toBe('PL');
  });

  it('jumps by type-ahead and starts again after a one-second pause', () => {
    let time = 0;
    const typeAhead = createTypeAhead(1000, () => time);
    const options = countryOptions('en');
    expect(typeAhead('p', options)?.name.startsWith('P')).toBe(true);
    time += 300;
    expect(typeAhead('o', options)?.code).toBe('PL');
    time += 1500;
    expect(typeAhead('g', options)?.name.startsWith('G')).toBe(true);
  });
});
