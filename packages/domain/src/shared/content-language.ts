import type { AppLocale } from '@tendero/i18n';

/**
 * The twin of a stored text in another language, when one is known, else null. Stored content (a company's
 * description and sections, reviews, bios) stays exactly what its author wrote, in one language; a
 * translator only knows twins. In demo mode the demo data's own twins are known (its tables are written in
 * both languages, decision 0009); otherwise none, and every text shows as written.
 */
export type ContentTranslator = (text: string, locale: AppLocale) => string | null;

/**
 * `text` in the reader's language when its twin is known; as written otherwise (or with no locale). Takes any
 * context with a translator (the `DomainContext`), so this file needs nothing of context.ts, which needs it.
 */
export function inReaderLanguage(
  ctx: { translateContent?: ContentTranslator },
  text: string,
  locale: AppLocale | undefined,
): string {
  if (!locale || !ctx.translateContent || text === '') return text;
  return ctx.translateContent(text, locale) ?? text;
}
