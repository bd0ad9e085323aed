import { languageName } from '@tendero/ui';

/**
 * Names of ISO 639-1 language codes in the page's language ("pl" → "Polish" / "polski"), from the static
 * list shared by server and browser.
 */
export function languageNames(codes: readonly string[], locale: string): string[] {
  return codes.map((code) => languageName(code, locale));
}
