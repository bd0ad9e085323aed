import { z } from 'zod';
import { v } from '../shared/errors';
import { countryCodes } from './country-codes';

/**
 * A company's tax identity (issue 38): who it is for the tax office and for an invoice. Polish companies
 * give their NIP (checksum validated), and may give their REGON and KRS; companies elsewhere in the EU
 * their VAT number (checked for format, then with the EU's VIES service where it is configured). It is
 * the buyer's data of every Tendero invoice, so a company must have it before it buys Premium.
 */

/** Digits only: NIP, REGON and KRS are written with spaces, dashes or a "PL" prefix. */
export function digitsOf(value: string): string {
  return value.replace(/^\s*PL/i, '').replace(/[\s-]/g, '');
}

const nipWeights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
/** NIP: 10 digits, the last a checksum (weights 6 5 7 2 3 4 5 6 7, modulo 11; 10 is never valid). */
export function isValidNip(value: string): boolean {
  const digits = digitsOf(value);
  if (!/^\d{10}$/.test(digits)) return false;
  const sum = nipWeights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]);
}

const regon9Weights = [8, 9, 2, 3, 4, 5, 6, 7];
const regon14Weights = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8];
/** REGON: 9 digits (weights 8 9 2 3 4 5 6 7) or 14 (the 9 of the company, then its unit), modulo 11, 10 → 0. */
export function isValidRegon(value: string): boolean {
  const digits = digitsOf(value);
  const weights = digits.length === 9 ? regon9Weights : digits.length === 14 ? regon14Weights : null;
  if (!weights || !/^\d+$/.test(digits)) return false;
  if (digits.length === 14 && !isValidRegon(digits.slice(0, 9))) return false;
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return (sum % 11) % 10 === Number(digits[digits.length - 1]);
}

/** KRS: the National Court Register's number, 10 digits (no checksum). */
export function isValidKrs(value: string): boolean {
  return /^\d{10}$/.test(digitsOf(value));
}

/** The EU member states (VAT area, ISO 3166-1 alpha-2) for the reverse charge. */
export const euCountries = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;
export function isEuCountry(country: string): boolean {
  return (euCountries as readonly string[]).includes(country);
}

/**
 * Where a VAT number stands: not needed (a Polish company, whose NIP is checked by its checksum, or a
 * company outside the EU), its format checked only (no VIES setting, or VIES did not answer), confirmed by
 * VIES, or refused by VIES.
 */
export const vatCheckStates = ['not_applicable', 'format_checked', 'confirmed', 'invalid'] as const;
export const vatCheckStateSchema = z.enum(vatCheckStates);
export type VatCheckState = z.infer<typeof vatCheckStateSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, v.tooLong)
    .transform((value) => value || null)
    .nullable()
    .optional();

export const registeredAddressSchema = z.object({
  street: z.string().trim().min(1, v.required).max(200, v.tooLong),
  postalCode: z.string().trim().min(1, v.required).max(20, v.tooLong),
  city: z.string().trim().min(1, v.required).max(120, v.tooLong),
});

/** What the manager enters (and the admin CSV import carries). */
export const taxIdentityInputSchema = z
  .object({
    /** The country of registration (ISO 3166-1 alpha-2). */
    country: z.enum(countryCodes, { message: v.invalid }),
    /** The name as registered: the invoice's buyer. */
    legalName: z.string().trim().min(1, v.required).max(300, v.tooLong),
    nip: optionalText(20),
    regon: optionalText(20),
    krs: optionalText(20),
    /** EU VAT number with its country prefix (e.g. DE123456789), for companies registered elsewhere in the EU. */
    vatNumber: optionalText(20),
    registeredAddress: registeredAddressSchema,
  })
  .superRefine((input, context) => {
    if (input.country === 'PL') {
      if (!input.nip)
        context.addIssue({ code: 'custom', path: ['nip'], message: 'taxIdentity.validation.nipRequired' });
      else if (!isValidNip(input.nip))
        context.addIssue({ code: 'custom', path: ['nip'], message: 'taxIdentity.validation.nipInvalid' });
      if (input.regon && !isValidRegon(input.regon))
        context.addIssue({ code: 'custom', path: ['regon'], message: 'taxIdentity.validation.regonInvalid' });
      if (input.krs && !isValidKrs(input.krs))
        context.addIssue({ code: 'custom', path: ['krs'], message: 'taxIdentity.validation.krsInvalid' });
    } else if (isEuCountry(input.country) && !input.vatNumber) {
      context.addIssue({ code: 'custom', path: ['vatNumber'], message: 'taxIdentity.validation.vatNumberRequired' });
    }
  })
  .transform((input) => ({
    ...input,
    nip: input.country === 'PL' && input.nip ? digitsOf(input.nip) : null,
    regon: input.country === 'PL' && input.regon ? digitsOf(input.regon) : null,
    krs: input.country === 'PL' && input.krs ? digitsOf(input.krs) : null,
    vatNumber: input.country !== 'PL' && input.vatNumber ? input.vatNumber.replace(/[\s.-]/g, '').toUpperCase() : null,
  }));
export type TaxIdentityInput = z.input<typeof taxIdentityInputSchema>;
export type TaxIdentityValues = z.output<typeof taxIdentityInputSchema>;

/** A company's tax identity as the API answers it. */
export const taxIdentitySchema = z.object({
  country: z.string(),
  legalName: z.string(),
  nip: z.string().nullable(),
  regon: z.string().nullable(),
  krs: z.string().nullable(),
  vatNumber: z.string().nullable(),
  registeredAddress: registeredAddressSchema,
  vatCheck: vatCheckStateSchema,
  /** When VIES last answered about the VAT number. */
  vatCheckedAt: z.iso.datetime().nullable(),
  /** Set when an admin has checked the data against the registers. */
  verifiedAt: z.iso.datetime().nullable(),
});
export type TaxIdentity = z.infer<typeof taxIdentitySchema>;
