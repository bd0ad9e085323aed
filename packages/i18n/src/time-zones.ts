import type { AppLocale } from './messages';

/** One time zone to choose: its IANA id (what forms send and the database stores) and how a person reads it. */
export type TimeZoneOption = { value: string; label: string; offsetMinutes: number };

const intlLocale = (locale: AppLocale) => (locale === 'pl' ? 'pl-PL' : 'en-GB');

function zoneName(zone: string, locale: AppLocale, style: 'longGeneric' | 'shortGeneric' | 'shortOffset', at: Date) {
  const parts = new Intl.DateTimeFormat(intlLocale(locale), { timeZone: zone, timeZoneName: style }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

/** "GMT+5:30" → 330; "GMT" → 0. */
function offsetMinutes(shortOffset: string): number {
  const match = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/.exec(shortOffset);
  if (!match?.[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * ICU names a zone by its place ("czas: Nowy Jork", "Poland Time") when the language has no shorter name for
 * it; that place is localized (exemplar cities and countries of CLDR). These are the two languages' patterns.
 */
const placePattern: Record<AppLocale, RegExp> = { en: /^(.+) Time$/, pl: /^czas: (.+)$/ };

/** Regions of the world with their zones (`Intl.Locale#getTimeZones`, a getter in Node 20), built once. */
let regionsByZone: Map<string, string> | null = null;
const zonesInRegion = new Map<string, number>();
/** The region of a zone and whether it is the region's only zone. */
function regionOf(zone: string): { region: string; only: boolean } | null {
  if (!regionsByZone) {
    regionsByZone = new Map();
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const a of letters) {
      for (const b of letters) {
        const region = `${a}${b}`;
        let zones: string[] | undefined;
        try {
          const locale = new Intl.Locale(`und-${region}`) as Intl.Locale & {
            getTimeZones?: () => string[] | undefined;
            timeZones?: string[];
          };
          zones = typeof locale.getTimeZones === 'function' ? locale.getTimeZones() : locale.timeZones;
        } catch {
          zones = undefined;
        }
        for (const id of zones ?? []) if (!regionsByZone.has(id)) regionsByZone.set(id, region);
        zonesInRegion.set(region, zones?.length ?? 0);
      }
    }
  }
  const region = regionsByZone.get(zone);
  return region ? { region, only: zonesInRegion.get(region) === 1 } : null;
}

const regionNamesByLocale = new Map<AppLocale, Intl.DisplayNames>();
function regionNames(locale: AppLocale): Intl.DisplayNames {
  let names = regionNamesByLocale.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([intlLocale(locale)], { type: 'region', fallback: 'none' });
    regionNamesByLocale.set(locale, names);
  }
  return names;
}

/**
 * Where a zone is, in the reader's language: the place ICU names (a city in a country of several zones, or
 * the country), else the country's name, else the city of the IANA id ("Buenos_Aires" → "Buenos Aires").
 */
function placeOf(zone: string, locale: AppLocale, at: Date): string {
  const place = placePattern[locale].exec(zoneName(zone, locale, 'shortGeneric', at))?.[1];
  if (place) return place;
  const found = regionOf(zone);
  if (found?.only) {
    const country = regionNames(locale).of(found.region);
    if (country) return country;
  }
  return (zone.split('/').pop() ?? zone).replaceAll('_', ' ');
}

/**
 * A time zone as a person reads it, in their language, with its offset now: "czas środkowoeuropejski
 * (GMT+1) – Polska", "Eastern Time (GMT-5) – New York". Never the raw IANA id ("Africa/Abidjan"). `at`
 * picks the moment of the offset (summer time), now by default. An id the runtime does not know comes back
 * as it is.
 */
export function timeZoneLabel(zone: string, locale: AppLocale, at: Date = new Date()): string {
  try {
    const name = zoneName(zone, locale, 'longGeneric', at);
    const offset = zoneName(zone, locale, 'shortOffset', at);
    if (zone === 'UTC' || zone.startsWith('Etc/')) return zone === 'UTC' ? `UTC (${offset})` : offset;
    const place = placeOf(zone, locale, at);
    // "czas: Wielka Brytania" already says where.
    return name.includes(place) ? `${name} (${offset})` : `${name} (${offset}) – ${place}`;
  } catch {
    return zone;
  }
}

const optionsCache = new Map<string, TimeZoneOption[]>();

/**
 * Zones for a picker: each IANA id with its label, ordered west to east and then by label in the reader's
 * language. `zones` defaults to every zone the runtime knows; that full list is kept per language and day
 * (offsets change only with summer time), as labelling 400 zones takes a moment.
 */
export function timeZoneOptions(locale: AppLocale, zones?: readonly string[], at: Date = new Date()): TimeZoneOption[] {
  if (zones) return labelled(locale, zones, at);
  const key = `${locale}:${at.toISOString().slice(0, 10)}`;
  let options = optionsCache.get(key);
  if (!options) {
    options = labelled(locale, Intl.supportedValuesOf('timeZone'), at);
    if (optionsCache.size > 4) optionsCache.clear();
    optionsCache.set(key, options);
  }
  return options;
}

function labelled(locale: AppLocale, zones: readonly string[], at: Date): TimeZoneOption[] {
  const collator = new Intl.Collator(intlLocale(locale));
  return [...new Set(zones)]
    .map((value) => {
      let minutes = 0;
      try {
        minutes = offsetMinutes(zoneName(value, locale, 'shortOffset', at));
      } catch {
        minutes = 0;
      }
      return { value, label: timeZoneLabel(value, locale, at), offsetMinutes: minutes };
    })
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || collator.compare(a.label, b.label));
}
