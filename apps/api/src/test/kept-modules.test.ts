import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keptBetweenFiles } from './kept-modules';

/**
 * A module a Vitest worker keeps from one test file to the next (kept-modules.ts) must not hold a file's own
 * things: were it to import Vitest (hooks), a fixture or a test helper, it would keep the first file's copy of
 * them (its database, its app) for every later file; were it to read the environment at import, a file's
 * settings would leak into the next.
 */
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');

function keptSources(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--', 'apps/api/src', 'packages'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((path) => /\.tsx?$/.test(path) && keptBetweenFiles(`/${path}`));
}

/** The source without its comments (a comment may name a fixture or `process.env`). */
const code = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('modules kept between test files', () => {
  it('are the app code and declarations, never tests, fixtures, test helpers or the web app', () => {
    const kept = keptSources();
    expect(kept.length).toBeGreaterThan(600);
    for (const path of [
      '/apps/api/src/app.ts',
      '/packages/domain/src/inquiries/inquiries.service.ts',
      '/packages/db/src/client.ts',
      '/packages/contracts/src/index.ts',
    ]) {
      expect(keptBetweenFiles(path), path).toBe(true);
    }
    for (const path of [
      '/apps/api/src/test/test-app.ts',
      '/apps/api/src/routes/inquiries/inquiries.fixture.ts',
      '/packages/domain/src/chat/chat.service.fixture.ts',
      '/apps/api/src/app.test.ts',
      '/packages/contracts/src/routing/route-table.test.ts',
      '/apps/api/src/server.ts',
      '/apps/api/src/cli/create-admin.ts',
      '/apps/web/src/lib/form.tsx',
      '/packages/i18n/src/translate.ts',
    ]) {
      expect(keptBetweenFiles(path), path).toBe(false);
    }
  });

  it('import no test tool, fixture or test helper, and read no environment at import', () => {
    const problems = keptSources().flatMap((path) => {
      const source = code(readFileSync(join(root, path), 'utf8'));
      const imported = [...source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1] as string);
      return [
        ...imported
          .filter((specifier) => /^(vitest|@vitest\/)|fixture|\/test\/|^\.\.?\/test-/.test(specifier))
          .map((specifier) => `${path} imports ${specifier}`),
        // At import: a top-level line (a function reading it when called reads the settings of that call).
        ...(/^\S.*process\.env\b/m.test(source) ? [`${path} reads process.env at import`] : []),
      ];
    });
    expect(problems).toEqual([]);
  });
});
