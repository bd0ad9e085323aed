import { countryNameList, languageNameList } from './display-names.data';

/**
 * Names of countries and languages from one static list (generated from CLDR, see
 * scripts/generate-display-names.ts), never from Intl.DisplayNames at run time: the server's and the
 * browser's ICU name some countries differently ('Hong Kong SAR China' vs 'Hong Kong') and sort Polish
 * names differently, and a page whose server and browser disagree fails to hydrate (React #418).
 */
type NamesLocale = keyof typeof countryNameList;

function namesLocale(locale: string): NamesLocale {
  return locale === 'pl' ? 'pl' : 'en';
}

function indexOf(list: Record<NamesLocale, readonly (readonly [string, string])[]>) {
  return {
    en: new Map(list.en.map(([code, name], rank) => [code, { name, rank }])),
    pl: new Map(list.pl.map(([code, name], rank) => [code, { name, rank }])),
  };
}

const countries = indexOf(countryNameList);
const languages = indexOf(languageNameList);

/** "PL" → "Poland" / "Polska"; an unknown code stays as it is. */
export function countryName(code: string, locale: string): string {
  return countries[namesLocale(locale)].get(code)?.name ?? code;
}

/** Every country, [code, name], sorted by name in the given language. */
export function countryNamesSorted(locale: string): readonly (readonly [string, string])[] {
  return countryNameList[namesLocale(locale)];
}

/** Orders country codes by their names in `locale` (the same order on server and browser). */
export function compareCountries(locale: string): (a: string, b: string) => number {
  const index = countries[namesLocale(locale)];
  const rank = (code: string) => index.get(code)?.rank ?? Number.MAX_SAFE_INTEGER;
  return (a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** "pl" → "Polish" / "polski" for the work languages; another code stays as it is. */
export function languageName(code: string, locale: string): string {
  return languages[namesLocale(locale)].get(code)?.name ?? code;
}
