import { type PlatformLeadsPeriod, platformLeadsPeriods, platformLeadsQuerySchema } from '@tendero/contracts';

type SearchParams = Record<string, string | string[] | undefined>;

/** The period of the URL (`?days=7|30|90`), read leniently: anything else is the default, 30 days. */
export function readLeadsPeriod(searchParams: SearchParams): PlatformLeadsPeriod {
  const parsed = platformLeadsQuerySchema.safeParse({ days: searchParams.days === '' ? undefined : searchParams.days });
  return parsed.success ? parsed.data.days : 30;
}

export const leadsPeriods: readonly PlatformLeadsPeriod[] = platformLeadsPeriods;

/** A wait in whole minutes, hours and minutes, or days and hours: the key of the message and its values. */
export function waitParts(
  seconds: number,
):
  | { key: 'minutes'; values: { count: number } }
  | { key: 'hours'; values: { hours: number; minutes: number } }
  | { key: 'days'; values: { days: number; hours: number } } {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return { key: 'minutes', values: { count: minutes } };
  if (minutes < 24 * 60) return { key: 'hours', values: { hours: Math.floor(minutes / 60), minutes: minutes % 60 } };
  const hours = Math.round(minutes / 60);
  return { key: 'days', values: { days: Math.floor(hours / 24), hours: hours % 24 } };
}

/** A share (0..1) as a percentage in the page's language, one decimal at most. */
export function formatShare(share: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(share);
}
