import { formatMoney } from '@tendero/i18n';

/** An amount in cents ("4900", "eur") in the reader's money format: "€49" / "49 €", cents only when there are any. */
export function formatCents(amountCents: number, currency: string, locale: string): string {
  return formatMoney(amountCents / 100, currency.toUpperCase(), locale);
}

/**
 * A link to the payment provider's invoice or receipt, only when it is an https address: SPEC §8 refuses
 * navigation to an unsafe protocol, and a stored URL is data, not something to trust.
 */
export function safeExternalUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/** "2026-03" as "Mar 2026" / "mar 2026"; any other text is shown as it is. */
export function formatMonth(month: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
