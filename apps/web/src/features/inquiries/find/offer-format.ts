import type { Application } from '@tendero/contracts';
import { formatMoney } from '@tendero/i18n';

/** "12 000 zł" or "12 000 – 15 000 zł" in the page's number format. */
export function formatPriceRange(
  price: { min: number | null; max: number | null; currency: string },
  locale: string,
  words: { from: (amount: string) => string; upTo: (amount: string) => string },
): string | null {
  const min = price.min !== null ? formatMoney(price.min, price.currency, locale) : null;
  const max = price.max !== null ? formatMoney(price.max, price.currency, locale) : null;
  if (min && max) return price.min === price.max ? min : `${min} – ${max}`;
  if (min) return words.from(min);
  if (max) return words.upTo(max);
  return null;
}

/** An offer's price: its amount, or its range when it has an upper bound. */
export function formatOfferPrice(application: Pick<Application, 'price'>, locale: string): string {
  const { min, max, currency } = application.price;
  const low = formatMoney(min, currency, locale);
  return max !== null && max !== min ? `${low} – ${formatMoney(max, currency, locale)}` : low;
}

/** Badge colours of an offer's state. */
export const applicationStateTone = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  accepted: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  declined: 'bg-slate-100 text-slate-700 ring-slate-200',
  notChosen: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const satisfies Record<Application['state'], string>;
