import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { workLanguages } from '@tendero/contracts';
import { getCountries } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { compareCountries, countryName, countryNamesSorted, languageName } from './display-names';

describe('static country and language names (one list for server and browser)', () => {
  it('names every country of the phone field and every work language in both languages', () => {
    for (const locale of ['en', 'pl']) {
      const named = new Set(countryNamesSorted(locale).map(([code]) => code));
      const missing = getCountries().filter((code) => !named.has(code));
      expect(missing, locale).toEqual([]);
      for (const code of workLanguages) expect(languageName(code, locale), `${locale} ${code}`).not.toBe(code);
    }
  });

  it('uses the short names people know and sorts in each language', () => {
    expect(countryName('HK', 'en')).toBe('Hong Kong');
    expect(countryName('HK', 'pl')).toBe('Hongkong');
    expect(countryName('PL', 'pl')).toBe('Polska');
    expect(countryName('XX', 'pl')).toBe('XX');
    expect(languageName('de', 'pl')).toBe('niemiecki');
    expect(['PL', 'DE', 'AT'].sort(compareCountries('pl'))).toEqual(['AT', 'DE', 'PL']);
    expect(['PL', 'DE', 'AT'].sort(compareCountries('en'))).toEqual(['AT', 'DE', 'PL']);
  });

  it('is the only source of such names in the pages (no Intl.DisplayNames at run time)', () => {
    const root = join(import.meta.dirname, '..', '..', '..', '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        if (name === 'node_modules' || name === '.next') continue;
        const full = join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.tsx?$/.test(name) && !name.endsWith('.test.ts')) {
          if (readFileSync(full, 'utf8').includes('new Intl.DisplayNames')) offenders.push(full.slice(root.length));
        }
      }
    };
    for (const dir of ['apps/web/app', 'apps/web/src', 'packages/ui/src']) walk(join(root, dir));
    expect(offenders).toEqual([]);
  });
});
