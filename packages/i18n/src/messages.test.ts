import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failOnTranslationError, translate, translateKey } from './translate';

const root = join(import.meta.dirname, '..', 'messages');

function keysOf(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [prefix];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    keysOf(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe('message files', () => {
  const namespaces = readdirSync(join(root, 'en')).sort();

  it('exist for the same namespaces in both locales', () => {
    expect(readdirSync(join(root, 'pl')).sort()).toEqual(namespaces);
  });

  it.each(namespaces)('%s has exactly the same keys in en and pl', (file) => {
    const en = keysOf(JSON.parse(readFileSync(join(root, 'en', file), 'utf8'))).sort();
    const pl = keysOf(JSON.parse(readFileSync(join(root, 'pl', file), 'utf8'))).sort();
    expect(pl).toEqual(en);
  });

  it.each(namespaces)('%s has no empty texts', (file) => {
    for (const locale of ['en', 'pl']) {
      const raw = readFileSync(join(root, locale, file), 'utf8');
      expect(raw).not.toMatch(/:\s*""/);
    }
  });
});

describe('translate', () => {
  it('fills placeholders and speaks both languages', () => {
    expect(translate('en', 'common.footer.rights', { year: 2026 })).toBe(
      '© 2026 Tendero sp. z o.o. All rights reserved.',
    );
    expect(translate('pl', 'validation.required')).toBe('Pola nie mogą być puste');
  });

  afterEach(() => {
    failOnTranslationError(true);
    vi.restoreAllMocks();
  });

  it('fails in tests when a message is missing', () => {
    expect(() => translateKey('en', 'nope.missing')).toThrow(/nope\.missing/);
  });

  it('in production shows the key when a message is missing, and logs it once', () => {
    failOnTranslationError(false);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(translateKey('en', 'nope.elsewhere')).toBe('nope.elsewhere');
    expect(translateKey('en', 'nope.elsewhere')).toBe('nope.elsewhere');
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toContain('nope.elsewhere');
  });
});
