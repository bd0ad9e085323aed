import { getMessages } from '@tendero/i18n';
import { _createCache, _createIntlFormatters } from 'use-intl/core';
import formatParsing from 'use-intl/format-message';
import formatCompiled from 'use-intl/format-message/format-only';
import { describe, expect, it } from 'vitest';
import { getCompiledMessages } from './compiled-messages';

type Tree = { [key: string]: Tree | unknown };
type Values = Record<string, unknown>;

function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const isBranch = value !== null && typeof value === 'object' && !Array.isArray(value);
    return isBranch ? leaves(value as Tree, path) : [[path, value] as [string, unknown]];
  });
}

const moment = new Date(Date.UTC(2026, 10, 27, 14, 5));

/** Values for every argument a compiled message names (the shapes of next-intl's compiled messages). */
function collect(node: unknown, values: Values, count: number): void {
  if (!Array.isArray(node)) return;
  const [name, kind, ...rest] = node as [unknown, unknown, ...unknown[]];
  if (typeof name !== 'string') {
    for (const child of node) collect(child, values, count);
    return;
  }
  if (kind === undefined) values[name] ??= `«${name}»`;
  else if (typeof kind !== 'number' || kind === 0) {
    values[name] = (chunks: unknown[]) => `<${name}>${chunks.join('')}</${name}>`;
    for (const child of [kind, ...rest]) collect(child, values, count);
  } else if (kind === 1) {
    const branches = rest[0] as Record<string, unknown>;
    values[name] ??= Object.keys(branches).find((key) => key !== 'other') ?? 'other';
    for (const branch of Object.values(branches)) collect(branch, values, count);
  } else if (kind === 2 || kind === 3 || kind === 4) {
    values[name] = count;
    if (kind !== 4) for (const branch of Object.values(rest[0] as object)) collect(branch, values, count);
  } else values[name] = moment;
}

const text = (value: unknown) => (Array.isArray(value) ? value.join('') : String(value));

describe('messages compiled on the server read the same as the ICU originals', () => {
  for (const locale of ['en', 'pl'] as const) {
    it(`every ${locale} message, with numbers that pick each plural form`, () => {
      const compiled = new Map(leaves(getCompiledMessages(locale) as unknown as Tree));
      const originals = leaves(getMessages(locale) as unknown as Tree);
      const cache = _createCache();
      const options = {
        cache,
        formatters: _createIntlFormatters(cache),
        locale,
        timeZone: 'Europe/Warsaw',
        formats: undefined,
        globalFormats: undefined,
      };
      expect(compiled.size).toBe(originals.length);
      let checked = 0;
      for (const [key, original] of originals) {
        for (const count of [0, 1, 2, 5, 22, 1234.5]) {
          const values: Values = {};
          collect(compiled.get(key), values, count);
          const expected = text(formatParsing(key, original as string, values as never, options as never));
          const actual = text(formatCompiled(key, compiled.get(key) as never, values as never, options as never));
          expect(actual, `${locale} ${key} (${count})`).toBe(expected);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(1000);
    });
  }

  it('holds only plain objects and arrays, which React can hand to the browser', () => {
    const prototypes = new Set<unknown>();
    const walk = (value: unknown) => {
      if (value === null || typeof value !== 'object') return;
      prototypes.add(Object.getPrototypeOf(value));
      for (const item of Object.values(value)) walk(item);
    };
    walk(getCompiledMessages('pl'));
    expect([...prototypes]).toEqual(expect.arrayContaining([Object.prototype]));
    expect([...prototypes].every((p) => p === Object.prototype || p === Array.prototype)).toBe(true);
  });
});
