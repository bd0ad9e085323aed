/** Tendero runs on Polish time: every date a user reads is shown in this zone, on server and browser alike. */
export const displayTimeZone = 'Europe/Warsaw';

type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall-clock fields of a moment in a zone, from the platform's own time-zone data (Intl), so the
 * browser needs no date library for them. Throws a RangeError for an invalid date.
 */
function wallClock(value: Date | string | number, timeZone: string): Parts {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const parts = { year: '', month: '', day: '', hour: '', minute: '', second: '' };
  for (const part of format.formatToParts(new Date(value))) {
    if (part.type in parts) parts[part.type as keyof Parts] = part.value;
  }
  parts.year = parts.year.padStart(4, '0');
  return parts;
}

/** SPEC §9: DD/MM/YYYY. */
export function formatDate(value: Date | string | number, timeZone = displayTimeZone): string {
  const { day, month, year } = wallClock(value, timeZone);
  return `${day}/${month}/${year}`;
}

/** A time people plan by, without seconds ("answer by 2026-11-24 14:05"). */
export function formatDateTimeMinutes(value: Date | string | number, timeZone = displayTimeZone): string {
  const { year, month, day, hour, minute } = wallClock(value, timeZone);
  return `${year}-${month}-${day} ${hour}:${minute}`;
}

/** SPEC §9: YYYY-MM-DD HH:mm:ss. */
export function formatDateTime(value: Date | string | number, timeZone = displayTimeZone): string {
  const { year, month, day, hour, minute, second } = wallClock(value, timeZone);
  return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
}

const namedParts = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment someone plans by (a promised answer), in their language and time zone, with the weekday and
 * the zone named so nobody has to guess whose clock it is: "Monday, 2026-12-07 16:00 (Central European
 * Time)", "poniedziałek, 2026-12-07 16:00 (czas środkowoeuropejski)".
 */
export function formatMoment(value: Date | string | number, locale: string, timeZone = displayTimeZone): string {
  const key = `${locale} ${timeZone}`;
  let format = namedParts.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', timeZoneName: 'longGeneric' });
    namedParts.set(key, format);
  }
  const parts = format.formatToParts(new Date(value));
  const named = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return `${named('weekday')}, ${formatDateTimeMinutes(value, timeZone)} (${named('timeZoneName')})`;
}
