import { getCountries } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { countryCodes } from './country-codes';

describe('country codes', () => {
  it('are the countries the phone field knows, so a company can name any of them', () => {
    expect([...countryCodes]).toEqual(getCountries());
  });
});
