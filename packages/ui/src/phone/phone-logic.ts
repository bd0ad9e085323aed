import Fuse from 'fuse.js';
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
} from 'libphonenumber-js/max';
import { countryNamesSorted } from '../names/display-names';

/** SPEC §5/§9 limits of the phone field. */
export const phoneLimits = { maxText: 250, minNational: 2, maxNational: 17 } as const;

/** SPEC §3 "Phone input result". */
export type PhoneResult = {
  isValid: boolean;
  isPossible: boolean;
  countryCode: CountryCode | undefined;
  countryCallingCode: string;
  nationalNumber: string;
  type: string | undefined;
  formatInternational: string;
  formatNational: string;
  uri: string;
  e164: string;
  rfc3966: string;
  phoneNumber: string;
};

export type PhoneState = {
  /** What the field emits: E.164 when valid, otherwise the sanitised text. */
  value: string;
  state: 'empty' | 'valid' | 'invalid' | 'needs-country';
  result: PhoneResult | null;
};

/** Keeps only digits, spaces, parentheses, plus and hyphen, up to 250 characters. */
export function sanitizePhoneText(text: string): string {
  return text.replace(/[^\d\s()+-]/g, '').slice(0, phoneLimits.maxText);
}

/**
 * Evaluates what was typed for the chosen country. Parse errors (not a number, too short, too long,
 * invalid country) give no result, silently (SPEC §8); a number typed with `+` finds its own country.
 */
export function evaluatePhone(text: string, country: CountryCode | undefined): PhoneState {
  const clean = sanitizePhoneText(text).trim();
  if (clean.length === 0) return { value: '', state: 'empty', result: null };
  if (!country && !clean.startsWith('+')) return { value: clean, state: 'needs-country', result: null };
  const digits = clean.replace(/\D/g, '');
  const parsed = parsePhoneNumberFromString(clean, country);
  if (
    !parsed ||
    parsed.nationalNumber.length < phoneLimits.minNational ||
    parsed.nationalNumber.length > phoneLimits.maxNational
  ) {
    return { value: clean, state: 'invalid', result: null };
  }
  const isValid = parsed.isValid() && digits.length <= phoneLimits.maxNational + 4;
  const result: PhoneResult = {
    isValid,
    isPossible: parsed.isPossible(),
    countryCode: parsed.country,
    countryCallingCode: parsed.countryCallingCode,
    nationalNumber: parsed.nationalNumber,
    type: parsed.getType(),
    formatInternational: parsed.formatInternational(),
    formatNational: parsed.formatNational(),
    uri: parsed.getURI(),
    e164: parsed.number,
    rfc3966: parsed.format('RFC3966'),
    phoneNumber: parsed.number,
  };
  return { value: isValid ? parsed.number : clean, state: isValid ? 'valid' : 'invalid', result };
}

export function isTooLong(text: string, country: CountryCode | undefined): boolean {
  return validatePhoneNumberLength(text, country) === 'TOO_LONG';
}

export type CountryOption = { code: CountryCode; name: string; callingCode: string };

/**
 * Every country libphonenumber knows, named and sorted in `locale` from the static list (the same on the
 * server and in the browser); countries without a name are left out.
 */
export function countryOptions(locale: string): CountryOption[] {
  const known = new Set<string>(getCountries());
  return countryNamesSorted(locale)
    .filter(([code]) => known.has(code))
    .map(([code, name]) => ({
      code: code as CountryCode,
      name,
      callingCode: getCountryCallingCode(code as CountryCode),
    }));
}

/** Fuzzy search over name, code and calling code (threshold 0.5, SPEC §9). */
export function createCountrySearch(options: CountryOption[]) {
  const fuse = new Fuse(options, { keys: ['name', 'code', 'callingCode'], threshold: 0.5, ignoreLocation: true });
  return (query: string): CountryOption[] => {
    const q = query.trim().replace(/^\+/, '');
    return q ? fuse.search(q).map((hit) => hit.item) : options;
  };
}

/** Type-ahead: letters typed within one second form a prefix; a pause starts a new one. */
export function createTypeAhead(resetMs = 1000, now: () => number = Date.now) {
  let buffer = '';
  let last = 0;
  return (key: string, options: CountryOption[]): CountryOption | undefined => {
    const time = now();
    buffer = time - last > resetMs ? key : buffer + key;
    last = time;
    const prefix = buffer.toLocaleLowerCase();
    return options.find((option) => option.name.toLocaleLowerCase().startsWith(prefix));
  };
}
