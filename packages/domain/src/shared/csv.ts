import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | boolean | null;

/**
 * Every CSV export is written here: UTF-8 with a BOM (so spreadsheet programs read Polish letters) and no
 * cell a spreadsheet would run as a formula. A cell starting with `=`, `+`, `-`, `@`, a tab or a carriage
 * return (or their full-width twins) gets a leading `'` (csv-stringify's `escape_formulas`; OWASP "CSV
 * injection"): a client's organisation `=HYPERLINK(…)` reaches the manager as text, not as a link.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${stringify(rows as CsvCell[][], { escape_formulas: true })}`;
}
