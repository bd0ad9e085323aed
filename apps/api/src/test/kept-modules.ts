/**
 * Which of our modules a Vitest worker keeps from one test file to the next (fresh-modules.setup.ts), by path:
 * - the modules that only declare: the contracts' schemas and endpoint tables, the message catalogues and the
 *   database schema;
 * - the code of the app itself: the domain, the database package and the API, but their test files, fixtures,
 *   test helpers (`apps/api/src/test/`), the CLI and the server's entry, which must stay a file's own.
 * Test files are never kept. kept-modules.test.ts checks that no kept module imports what stays fresh or
 * reads the environment.
 */
const keptPaths = [
  /\/packages\/contracts\/src\//,
  /\/packages\/db\/src\/schema\//,
  /\/packages\/i18n\/(messages\/|src\/messages\.ts$)/,
  /\/(packages\/(domain|db)|apps\/api)\/src\/(?!test\/|cli\/|server\.ts$|.*fixture)/,
];

export function keptBetweenFiles(path: string): boolean {
  return !/\.test\.tsx?$/.test(path) && keptPaths.some((pattern) => pattern.test(path));
}
