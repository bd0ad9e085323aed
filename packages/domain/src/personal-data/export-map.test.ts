import { schema } from '@tendero/db';
import { messagesByLocale } from '@tendero/i18n';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { readmeKey } from './build-archive';
import { exportedTables, exportFiles, tablesWithoutPersonalData } from './export-map';

/** Every table of the Drizzle schema (packages/db/src/schema), by its SQL name. */
const allTables: string[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

const exported = Object.keys(exportedTables);
const without = Object.keys(tablesWithoutPersonalData);

describe('"Download my data" covers every table that holds personal data', () => {
  it('finds the tables of the schema', () => {
    expect(allTables.length).toBeGreaterThan(50);
    expect(allTables).toContain('users');
  });

  it.each(allTables)('%s is exported or declared to hold no personal data', (table) => {
    // A new table about people must be added to `exportedTables` (and read in build-archive.ts), or to
    // `tablesWithoutPersonalData` with the reason it is about nobody.
    expect(exported.includes(table) || without.includes(table), `${table} is in neither list of export-map.ts`).toBe(
      true,
    );
  });

  it('no table is in both lists, and neither names a table the schema no longer has', () => {
    expect(exported.filter((table) => without.includes(table))).toEqual([]);
    expect([...exported, ...without].filter((table) => !allTables.includes(table))).toEqual([]);
  });

  it('every reason says something', () => {
    for (const reason of Object.values(tablesWithoutPersonalData)) expect(reason.length).toBeGreaterThan(20);
  });

  it('every export file is described in the README in English and Polish', () => {
    for (const locale of ['en', 'pl'] as const) {
      const files = messagesByLocale[locale].myData.readme.files as Record<string, string>;
      for (const file of exportFiles) expect(files[readmeKey(file)], `${locale} ${file}`).toBeTruthy();
      expect(Object.keys(files).sort()).toEqual(exportFiles.map(readmeKey).sort());
    }
  });
});
