import { type Locale, trustRules } from '@tendero/contracts';

/** The reader's number format, as `@tendero/i18n` formats money and ratings. */
const intlLocale = (locale: Locale) => (locale === 'pl' ? 'pl-PL' : 'en-GB');

function unit(value: number, name: 'minute' | 'hour' | 'day', locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'unit',
    unit: name,
    unitDisplay: 'short',
    maximumFractionDigits: 0,
  }).format(value);
}

const minutesPerHour = 60;
const minutesPerDay = 24 * minutesPerHour;

/**
 * A duration in minutes as the reader says it, with the units of `Intl.NumberFormat` (Node 20 has no
 * `Intl.DurationFormat`): "25 mins", "2 hrs 30 mins", "30 hrs", "2 days 4 hrs" / "25 min",
 * "2 godz. 30 min", "30 godz.", "2 dni 4 godz.". Hours and minutes under a day, whole hours under two
 * days, then days and hours. Days start at two because the texts put the duration after "within"
 * ("w ciągu 30 godz."), where Polish needs "1 dnia", which `Intl` does not give; "2 dni" reads right there.
 * Anything under a minute reads "1 min" (the texts say "within", so that stays true).
 */
export function formatDuration(minutes: number, locale: Locale): string {
  const total = Math.max(1, Math.round(minutes));
  if (total < minutesPerHour) return unit(total, 'minute', locale);
  if (total < minutesPerDay) {
    const hours = Math.floor(total / minutesPerHour);
    const rest = total % minutesPerHour;
    return rest === 0 ? unit(hours, 'hour', locale) : `${unit(hours, 'hour', locale)} ${unit(rest, 'minute', locale)}`;
  }
  const wholeHours = Math.round(total / minutesPerHour);
  if (wholeHours < 48) return unit(wholeHours, 'hour', locale);
  const days = Math.floor(wholeHours / 24);
  const hours = wholeHours % 24;
  return hours === 0 ? unit(days, 'day', locale) : `${unit(days, 'day', locale)} ${unit(hours, 'hour', locale)}`;
}

/** A duration in days (a buyer's time to decide) in the same words: "4 days", "36 hrs", "6 hrs". */
export function formatDays(days: number, locale: Locale): string {
  return formatDuration(days * minutesPerDay, locale);
}

/** A share 0–1 as a whole percentage: "90%" / "90%". */
export function formatShare(share: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** How many of `total` a share stands for (the API sends shares; the record says "3 of 5"). */
export function countOf(share: number | null, total: number): number {
  return share === null ? 0 : Math.round(share * total);
}

/** The working hours of the figures: "9:00" and "17:00" from the rules (Mon–Fri, provider's time zone). */
export function workingHoursRange(): { from: string; to: string } {
  const { from, to } = trustRules.workingHours;
  return { from: `${from}:00`, to: `${to}:00` };
}
