/**
 * Money, ratings and ranges in the reader's number format: one formatter for pages and e-mails, so an
 * amount reads the same on the offer page and in the e-mail about it. `locale` is the page's ('en', 'pl').
 */
const numberLocale = (locale: string) => (locale === 'pl' ? 'pl-PL' : 'en-GB');

function moneyFormat(currency: string, locale: string, fractionDigits = 0): Intl.NumberFormat {
  return new Intl.NumberFormat(numberLocale(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

/** "PLN 1,200" / "1200 zł"; cents only when the amount has them ("PLN 99.50"). */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return moneyFormat(currency, locale, Number.isInteger(amount) ? 0 : 2).format(amount);
}

/** "PLN 1,200–2,500" when both ends are given and differ, one amount when one end is given, else null. */
export function formatMoneyRange(
  min: number | null,
  max: number | null,
  currency: string,
  locale: string,
): string | null {
  const format = moneyFormat(currency, locale);
  if (min !== null && max !== null) return min === max ? format.format(min) : format.formatRange(min, max);
  if (min !== null) return format.format(min);
  if (max !== null) return format.format(max);
  return null;
}

/** "4.6" / "4,6": a rating with one decimal. */
export function formatRating(value: number, locale: string): string {
  return new Intl.NumberFormat(numberLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    value,
  );
}
