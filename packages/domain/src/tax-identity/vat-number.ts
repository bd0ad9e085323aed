import { isEuCountry } from '@tendero/contracts';
import isVAT, { type VATCountryCode } from 'validator/lib/isVAT.js';

/**
 * EU VAT numbers (issue 38): the prefix each member state uses (Greece's is EL, not its ISO code GR), and
 * the format check of the `validator` library's `isVAT`, which knows each member state's pattern.
 */
export function vatPrefixOf(country: string): string {
  return country === 'GR' ? 'EL' : country;
}

/**
 * The number as stored and as VIES is asked about it: its country's prefix first (added when the manager
 * left it out), then the national part. Null when the country is not an EU member state other than Poland.
 */
export function splitVatNumber(country: string, vatNumber: string): { prefix: string; national: string } | null {
  if (country === 'PL' || !isEuCountry(country)) return null;
  const prefix = vatPrefixOf(country);
  const compact = vatNumber.replace(/[\s.-]/g, '').toUpperCase();
  const national = compact.startsWith(prefix) ? compact.slice(prefix.length) : compact;
  return { prefix, national };
}

/** Whether the number has the format of its country's VAT numbers (`validator`'s isVAT, prefix included). */
export function hasVatFormat(country: string, vatNumber: string): boolean {
  const parts = splitVatNumber(country, vatNumber);
  if (!parts || parts.national === '') return false;
  return isVAT(`${parts.prefix}${parts.national}`, parts.prefix as VATCountryCode);
}
