import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md's size rule: no source file of the product over 400 lines. Data files (`*.data.ts`),
 * migrations, tests and the test-only stand-ins of outside services (`apps/api/src/test/`) are not the product's
 * source and are left out.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const limit = 400;

function productSources(): string[] {
  const tracked = execFileSync('git', ['ls-files', '-z', '--', 'apps', 'packages', 'scripts'], {
    cwd: root,
    encoding: 'utf8',
  }).split('\0');
  return tracked.filter(
    (path) =>
      /\.(ts|tsx|mjs)$/.test(path) &&
      !/\.(test|spec|fixture)\.tsx?$/.test(path) &&
      !path.endsWith('.data.ts') &&
      !path.includes('/migrations/') &&
      !path.startsWith('apps/api/src/test/'),
  );
}

describe('source sizes', () => {
  it(`keeps every product source file at ${limit} lines or fewer`, () => {
    const files = productSources();
    expect(files.length).toBeGreaterThan(500);
    const over = files
      .map((path) => ({ path, lines: readFileSync(join(root, path), 'utf8').split('\n').length - 1 }))
      .filter((file) => file.lines > limit)
      .map((file) => `${file.path}: ${file.lines} lines`);
    expect(over).toEqual([]);
  });
});
