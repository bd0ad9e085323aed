import type { AppLocale } from '@tendero/i18n';
import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | boolean | null;

/** Who reads an export: the language of its headers and numbers, and the time zone of its times. */
export type CsvReader = { locale: AppLocale; timeZone: string };

/**
 * Every CSV export is written here: UTF-8 with a BOM (so spreadsheet programs read Polish letters) and no
 * cell a spreadsheet would run as a formula. A cell starting with `=`, `+`, `-`, `@`, a tab or a carriage
 * return (or their full-width twins) gets a leading `'` (csv-stringify's `escape_formulas`; OWASP "CSV
 * injection"): a client's organisation `=HYPERLINK(…)` reaches the manager as text, not as a link. A Polish
 * reader gets `;` between cells, the list separator of Polish Excel (which reads a comma-separated file
 * as one column, since the comma is its decimal mark).
 */
export function toCsv(rows: readonly (readonly CsvCell[])[], reader: CsvReader): string {
  return `\uFEFF${stringify(rows as CsvCell[][], { escape_formulas: true, delimiter: csvDelimiter(reader.locale) })}`;
}

export function csvDelimiter(locale: AppLocale): ',' | ';' {
  return locale === 'pl' ? ';' : ',';
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as spreadsheets read a date and time ("2026-12-06 09:30"), in the reader's time zone (an
 * unknown zone falls back to Warsaw's, Tendero's home).
 */
export function csvTime(value: Date | string | null | undefined, reader: CsvReader): string {
  if (value === null || value === undefined) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  let format = timeFormats.get(reader.timeZone);
  if (!format) {
    const options = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    } as const;
    try {
      format = new Intl.DateTimeFormat('en-CA', { ...options, timeZone: reader.timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-CA', { ...options, timeZone: 'Europe/Warsaw' });
    }
    timeFormats.set(reader.timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(date).map((item) => [item.type, item.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** An amount with two decimals and the reader's decimal mark (a comma in Polish), no thousands separator. */
export function csvAmount(value: number, reader: CsvReader): string {
  const text = value.toFixed(2);
  return reader.locale === 'pl' ? text.replace('.', ',') : text;
}
