/**
 * Folds text for search the same way for companies and queries, on PGlite and PostgreSQL alike: lower
 * case, no diacritics (ą→a, ł→l, ß→ss), single spaces. "Księgowość" and "ksiegowosc" fold to one word.
 */
export function foldText(text: string): string {
  return text
    .toLocaleLowerCase('pl')
    .replace(/ł/g, 'l')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
