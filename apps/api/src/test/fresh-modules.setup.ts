import { vi } from 'vitest';

/**
 * Runs before each test file of the server and web projects, whose workers are not isolated (vitest.config.ts): the
 * packages from node_modules (Fastify, Better Auth, Drizzle, PGlite's WebAssembly, sharp…) load once per
 * worker, while our own modules are evaluated afresh for every file, as they were in a process of its own:
 * a fixture's top-level beforeAll registers for each file that imports it, and no module-level cache or
 * counter of ours carries over from the file before.
 *
 * But for the modules that only declare: the contracts' schemas and endpoint tables, the message catalogues
 * and the database schema hold no state a file could change, and evaluating them again cost ~0.4 s of each
 * file (7 Dec 2026: 111 route tests of three capabilities in one worker, 52.4 and 55.1 CPU-s with every module
 * fresh, 48.7 and 51.3 with these kept). Vitest resets modules only all at once (`vi.resetModules`), so this
 * resets its module table as that does, leaving these out; if Vitest's table is not what it was, every module
 * is reset as before.
 */
const declarationsOnly = [
  /\/packages\/contracts\/src\//,
  /\/packages\/db\/src\/schema\//,
  /\/packages\/i18n\/(messages\/|src\/messages\.ts$)/,
];
/** What `vi.resetModules()` leaves (vitest/dist/chunks/utils: Vitest itself and the mocks). */
const vitestOwn = [/\/vitest\/dist\//, /vitest-virtual-\w+\/dist/, /@vitest\/dist/, /^mock:/];

type ModuleNode = { promise?: unknown; exports?: unknown; evaluated: boolean; importers: Set<string> };
const modules = (
  globalThis as { __vitest_worker__?: { evaluatedModules?: { idToModuleMap?: Map<string, ModuleNode> } } }
).__vitest_worker__?.evaluatedModules?.idToModuleMap;

if (!(modules instanceof Map)) vi.resetModules();
else {
  for (const [path, node] of modules) {
    if (vitestOwn.some((pattern) => pattern.test(path)) || declarationsOnly.some((pattern) => pattern.test(path))) {
      continue;
    }
    node.promise = undefined;
    node.exports = undefined;
    node.evaluated = false;
    node.importers.clear();
  }
}
