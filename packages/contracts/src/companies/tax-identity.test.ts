import { describe, expect, it } from 'vitest';
import { isValidKrs, isValidNip, isValidRegon, taxIdentityInputSchema } from './tax-identity';

describe('NIP, REGON and KRS', () => {
  it('accept a NIP with its checksum, written with dashes, spaces or the PL prefix', () => {
    for (const nip of ['1234563218', '123-456-32-18', '123 456 32 18', 'PL1234563218', 'pl 123-45-63-218'])
      expect(isValidNip(nip), nip).toBe(true);
  });

  it('refuse a NIP with a wrong check digit, a wrong length, letters, or whose checksum is 10', () => {
    // 1234563217: the check digit one off; 1111111112: the weights sum to 45 ≡ 1, so only …1 is valid.
    for (const nip of ['1234563217', '123456321', '12345632189', '12345632A8', '1111111112', ''])
      expect(isValidNip(nip), nip).toBe(false);
    // Weights 6 5 7 2 3 4 5 6 7 over 1000000000 … give 6: a first digit 1 and zeros need check 6.
    expect(isValidNip('1000000006')).toBe(true);
    // A sum ≡ 10 (mod 11) has no valid check digit: 2000000000 → 12 ≡ 1; 5000000000 → 30 ≡ 8; 9000000000 → 54 ≡ 10.
    for (let digit = 0; digit <= 9; digit++) expect(isValidNip(`900000000${digit}`)).toBe(false);
  });

  it('check a 9-digit and a 14-digit REGON', () => {
    expect(isValidRegon('123456785')).toBe(true);
    expect(isValidRegon('123456786')).toBe(false);
    expect(isValidRegon('12345678')).toBe(false);
    // A 14-digit REGON: the company's 9 digits, a unit number, its own check digit.
    const base = '1234567850001';
    const weights = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8];
    const check = (weights.reduce((sum, weight, index) => sum + weight * Number(base[index]), 0) % 11) % 10;
    expect(isValidRegon(`${base}${check}`)).toBe(true);
    expect(isValidRegon(`${base}${(check + 1) % 10}`)).toBe(false);
  });

  it('take a KRS of 10 digits', () => {
    expect(isValidKrs('0000123456')).toBe(true);
    expect(isValidKrs('123456')).toBe(false);
  });
});

describe('the tax identity a manager enters', () => {
  const address = { street: 'ul. Floriańska 1', postalCode: '31-019', city: 'Kraków' };

  it('needs a valid NIP from a Polish company and keeps only its digits', () => {
    const parsed = taxIdentityInputSchema.parse({
      country: 'PL',
      legalName: 'Wawel Software House sp. z o.o.',
      nip: 'PL 123-456-32-18',
      regon: '123456785',
      registeredAddress: address,
    });
    expect(parsed).toMatchObject({ nip: '1234563218', regon: '123456785', krs: null, vatNumber: null });
    const missing = taxIdentityInputSchema.safeParse({ country: 'PL', legalName: 'X', registeredAddress: address });
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual(['taxIdentity.validation.nipRequired']);
    const wrong = taxIdentityInputSchema.safeParse({
      country: 'PL',
      legalName: 'X',
      nip: '1234563217',
      krs: '12',
      registeredAddress: address,
    });
    expect(wrong.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['nip', 'taxIdentity.validation.nipInvalid'],
      ['krs', 'taxIdentity.validation.krsInvalid'],
    ]);
  });

  it('needs a VAT number from a company elsewhere in the EU, and none from one outside it', () => {
    const eu = { country: 'DE', legalName: 'Beispiel GmbH', registeredAddress: address };
    expect(taxIdentityInputSchema.safeParse(eu).error?.issues[0]?.message).toBe(
      'taxIdentity.validation.vatNumberRequired',
    );
    expect(taxIdentityInputSchema.parse({ ...eu, vatNumber: 'de 123.456.789', nip: '1234563218' })).toMatchObject({
      vatNumber: 'DE123456789',
      nip: null,
    });
    expect(taxIdentityInputSchema.parse({ ...eu, country: 'US' })).toMatchObject({ vatNumber: null, nip: null });
  });
});
