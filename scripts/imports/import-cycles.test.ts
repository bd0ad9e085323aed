import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildImportGraph, findImportCircles, importedSpecifiers } from './import-graph';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('import circles', () => {
  it('there are none in our code (web, API, packages), type-only imports included', () => {
    const graph = buildImportGraph(root);
    // The graph is the real one: a resolver that found nothing would find no circle either.
    expect(graph.size).toBeGreaterThan(500);
    expect(graph.get('apps/web/src/features/inquiries/inquiry-scope.tsx')).toContain(
      'apps/web/src/features/catalog/server.ts',
    );
    expect(graph.get('packages/domain/src/shared/context.ts')).toContain(
      'packages/domain/src/shared/content-language.ts',
    );
    expect(graph.get('apps/api/src/app.ts')).toContain('packages/domain/src/index.ts');
    // A circle is named file by file: break it by moving what both sides need into a file of its own.
    expect(findImportCircles(graph).map((circle) => circle.join(' -> '))).toEqual([]);
  });

  it('finds a circle, however long, and names it as a path around', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'd.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', []],
      ['e.ts', ['a.ts']],
    ]);
    expect(findImportCircles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
    expect(
      findImportCircles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads every kind of import, and none from comments', () => {
    const code = [
      "import 'server-only';",
      "import type { A } from './a';",
      'import {',
      '  b,',
      '  type C,',
      "} from '../b';",
      "export { d } from './d';",
      "export * from './e';",
      "const f = await import('./f');",
      "// import { g } from './g';",
      "/* import { h } from './h'; */",
      "import { i } from 'https://example.test/i';",
    ].join('\n');
    expect(importedSpecifiers(code).sort()).toEqual(
      ['server-only', './a', '../b', './d', './e', './f', 'https://example.test/i'].sort(),
    );
  });
});
