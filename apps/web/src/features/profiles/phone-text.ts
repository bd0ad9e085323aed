import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** "+48501234567" → "+48 501 234 567"; anything libphonenumber cannot read stays as it is. */
export function formatPhone(phone: string): string {
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}
