import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvAmount, csvTime, toCsv } from './csv';

const polish = { locale: 'pl', timeZone: 'Europe/Warsaw' } as const;
const english = { locale: 'en', timeZone: 'America/New_York' } as const;

describe('CSV exports', () => {
  it('start with a BOM and put “;” between cells for a Polish reader, “,” for others', () => {
    const rows = [
      ['Firma', 'Kwota'],
      ['Łódź, sp. z o.o.', csvAmount(1234.5, polish)],
    ];
    const pl = toCsv(rows, polish);
    expect(pl.startsWith('\uFEFF')).toBe(true);
    expect(pl.split('\n')[0]).toBe('\uFEFFFirma;Kwota');
    // Polish Excel splits on ';': each row has its two cells, the comma inside a name and an amount kept.
    expect(parse(pl.slice(1), { delimiter: ';' })).toEqual([
      ['Firma', 'Kwota'],
      ['Łódź, sp. z o.o.', '1234,50'],
    ]);
    expect(toCsv(rows, english).split('\n')[0]).toBe('\uFEFFFirma,Kwota');
  });

  it('writes times as spreadsheets read them, in the reader’s time zone', () => {
    const moment = new Date('2026-07-01T10:05:00Z');
    expect(csvTime(moment, polish)).toBe('2026-07-01 12:05');
    expect(csvTime(moment.toISOString(), english)).toBe('2026-07-01 06:05');
    expect(csvTime(new Date('2026-12-31T23:30:00Z'), polish)).toBe('2027-01-01 00:30');
    expect(csvTime(null, polish)).toBe('');
    expect(csvTime(moment, { locale: 'pl', timeZone: 'Not/AZone' })).toBe('2026-07-01 12:05');
  });

  it('keeps formulas out of every separator', () => {
    expect(toCsv([['=HYPERLINK("x")']], polish)).toContain(`'=HYPERLINK`);
  });
});
