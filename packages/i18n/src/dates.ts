import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** Tendero runs on Polish time: every date a user reads is shown in this zone, on server and browser alike. */
export const displayTimeZone = 'Europe/Warsaw';

function inZone(value: Date | string | number, timeZone: string): TZDate {
  return new TZDate(new Date(value).getTime(), timeZone);
}

/** SPEC §9: DD/MM/YYYY. */
export function formatDate(value: Date | string | number, timeZone = displayTimeZone): string {
  return format(inZone(value, timeZone), 'dd/MM/yyyy');
}

/** A time people plan by, without seconds ("answer by 2026-11-24 14:05"). */
export function formatDateTimeMinutes(value: Date | string | number, timeZone = displayTimeZone): string {
  return format(inZone(value, timeZone), 'yyyy-MM-dd HH:mm');
}

/** SPEC §9: YYYY-MM-DD HH:mm:ss. */
export function formatDateTime(value: Date | string | number, timeZone = displayTimeZone): string {
  return format(inZone(value, timeZone), 'yyyy-MM-dd HH:mm:ss');
}
