/**
 * A SQL LIKE pattern that finds `text` anywhere, lower-cased, with `%`, `_` and `\` taken literally
 * (compared with `lower(column) like …`): a search for "50%" finds "50%", not everything.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
