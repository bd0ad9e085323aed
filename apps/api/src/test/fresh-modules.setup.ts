import { vi } from 'vitest';
import { keptBetweenFiles } from './kept-modules';

/**
 * Runs before each test file of the server and web projects, whose workers are not isolated (vitest.config.ts): the
 * packages from node_modules (Fastify, Better Auth, Drizzle, PGlite's WebAssembly, sharp…) load once per
 * worker, and so do the modules of ours that hold no test's state (kept-modules.ts): the declarations
 * (contracts, message catalogues, database schema) and the app's own code (domain, database package, API).
 * What they keep is caches of constant tables, per-database and per-request WeakMaps (prepared statements,
 * open transactions, job workers) and a counter for event ids; each file's database, app and people come from
 * its fixtures, which, with the test helpers and every module of the web app, are evaluated afresh for each
 * file, as in a process of its own: a fixture's top-level beforeAll registers for each file that imports it.
 *
 * Evaluating the app's ~670 modules afresh was most of each route test file's import (7 Dec 2026, the server
 * project alone on a quiet 2-core machine, two workers: 388 CPU-s and 212 s with only the declarations kept,
 * 281 and 154 s with the domain and the database package kept too, 236 and 131 s with the API's modules as
 * well; Vitest's "import" 79 → 28 → 20 s). Keeping the declarations alone had saved ~0.4 s a file.
 *
 * Vitest resets modules only all at once (`vi.resetModules`), so this resets its module table as that does,
 * leaving the kept ones out; if Vitest's table is not what it was, every module is reset.
 */
/** What `vi.resetModules()` leaves (vitest/dist/chunks/utils: Vitest itself and the mocks). */
const vitestOwn = [/\/vitest\/dist\//, /vitest-virtual-\w+\/dist/, /@vitest\/dist/, /^mock:/];

type ModuleNode = { promise?: unknown; exports?: unknown; evaluated: boolean; importers: Set<string> };
const modules = (
  globalThis as { __vitest_worker__?: { evaluatedModules?: { idToModuleMap?: Map<string, ModuleNode> } } }
).__vitest_worker__?.evaluatedModules?.idToModuleMap;

if (!(modules instanceof Map)) vi.resetModules();
else {
  for (const [path, node] of modules) {
    if (vitestOwn.some((pattern) => pattern.test(path)) || keptBetweenFiles(path)) {
      continue;
    }
    node.promise = undefined;
    node.exports = undefined;
    node.evaluated = false;
    node.importers.clear();
  }
}
