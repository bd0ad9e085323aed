import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import ProjectTimes from './scripts/vitest-project-times';

/**
 * What `npm run test:db` runs a second time on a PostgreSQL server (TEST_DATABASE_URL). PGlite is
 * PostgreSQL itself (same parser, planner and SQL), so a test belongs here only when what it proves can
 * come out differently on a server:
 * - the db package: connections, the pool, sessions, backups (pg_dump), migrations on a server;
 * - the domain package: the repositories' SQL, search, jobs and transactions, tested there directly;
 * - API tests where more than one connection works at once (PGlite serves one): parallel requests racing
 *   for the same rows, several app processes on one database;
 * - API tests that depend on the server itself: losing it, its pool's figures, its text search and
 *   ordering (unaccent, pg_trgm, collation), its time-zone database.
 * Every other API test reaches the database through the same repositories with one request at a time:
 * on PostgreSQL it would prove nothing new, so it runs once, on PGlite, in `npm run test:unit`.
 */
const postgresTests = [
  'packages/db/src/**/*.test.ts', // but client.test.ts and backup.test.ts (the db project below)
  // The repositories' SQL, jobs and transactions: among them invoicing/invoice-numbers.test.ts, 50 invoices
  // issued at once numbered 1..50 on several connections. Only the files that open a database: the domain's
  // pure rules (prices, KSeF XML, chat batching in memory…) cannot come out differently on a server.
  ...domainTestsWithDatabase(),
  // More than one connection at once.
  'apps/api/src/routes/accounts/sign-in.security.test.ts', // 150 parallel sign-ins against one account's count
  'apps/api/src/routes/accounts/recovery.security.test.ts', // parallel code guesses against one count
  'apps/api/src/routes/accounts/step-up.security.test.ts', // 120 parallel sign-ins from 120 addresses, one count
  'apps/api/src/routes/inquiries/inquiries-rules.routes.test.ts', // concurrent applications counted once each
  'apps/api/src/routes/inquiries/attachments.routes.test.ts', // uploads at once never pass the file limit
  'apps/api/src/routes/inquiries/private-inquiries.routes.test.ts', // two reps accepting the NDA at once: one record
  'apps/api/src/routes/inquiries/verified-and-solo.routes.test.ts', // offers racing a verification withdrawal
  'apps/api/src/routes/personal-data/data-export.routes.test.ts', // requests at once: one export a day
  'apps/api/src/realtime/chat-batching.test.ts', // concurrent senders stored by one INSERT, in order
  'apps/api/src/realtime/chat-two-nodes.test.ts', // two app processes on one database
  'apps/api/src/realtime/chat-faults.test.ts', // a process killed between storing and delivering
  'apps/api/src/realtime/chat-redis-outage.test.ts', // Redis lost and back (it runs where the servers do)
  // The server itself.
  'apps/api/src/operations/database-down.test.ts', // the server goes away and comes back
  'apps/api/src/operations/metrics.test.ts', // the pool's figures
  'apps/api/src/routes/marketplace/marketplace.routes.test.ts', // search without diacritics, typos, sorting
  'apps/api/src/routes/inquiries/trust-figures.routes.test.ts', // response times measured in SQL
  'apps/api/src/routes/companies/profile.routes.test.ts', // a time zone the server's pg_timezone_names knows
];

/**
 * The domain's test files that reach a database: those that import `@tendero/db` (its test databases, its
 * schema) themselves or through a fixture of their capability.
 */
function domainTestsWithDatabase(): string[] {
  const root = fileURLToPath(new URL('./packages/domain/src/', import.meta.url));
  const usesDatabase = (file: string): boolean => {
    const source = readFileSync(join(root, file), 'utf8');
    if (source.includes("'@tendero/db")) return true;
    const fixtures = [...source.matchAll(/from '(\.\.?\/[^']*fixtures?)'/g)].map((match) => match[1] as string);
    return fixtures.some((fixture) => usesDatabase(`${join(dirname(file), fixture)}.ts`));
  };
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && usesDatabase(file))
    .map((file) => `packages/domain/src/${file}`);
}

/** The web app's unit tests. */
const webTests = ['apps/web/src/**/*.test.ts', 'apps/web/app/**/*.test.ts'];
/** Those that replace modules with vi.mock: each keeps a process of its own, so no other file sees the stand-in. */
const webTestsWithMocks = ['apps/web/src/lib/form-errors.test.ts', 'apps/web/app/global-error.test.ts'];
/**
 * `npm run test:db` (TENDERO_TESTS=postgres): the database tests alone, on TEST_DATABASE_URL's server.
 * TEST_DB_PROJECT_URL: a unit run with the same tests on that server too, as a project of its own (`db`) beside
 * the others: `npm test` runs it so (scripts/test-all.mjs), one Vitest whose workers take the unit files once
 * the database files are done, instead of two runs of one worker each, the second ending with a core idle.
 */
const postgresOnly = process.env.TENDERO_TESTS === 'postgres';
const databaseProjectUrl = postgresOnly ? process.env.TEST_DATABASE_URL : process.env.TEST_DB_PROJECT_URL;
const serverTests = ['packages/**/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'scripts/**/*.test.ts'];

/** What no project collects: dependencies and the web app's build output. */
const neverTests = ['**/node_modules/**', '**/.next/**'];
/**
 * A worker runs file after file: loading node_modules (Fastify, Better Auth, PGlite…) once per worker instead
 * of once per file was about 40% of the suite's time. Our own modules are still evaluated afresh for each
 * file (fresh-modules.setup.ts), so files share no state of ours.
 */
const filesShareWorkers = { isolate: false, setupFiles: ['apps/api/src/test/fresh-modules.setup.ts'] };

export default defineConfig({
  // The web app's `@/` alias (apps/web/tsconfig.json), for its unit tests.
  resolve: { alias: { '@/': fileURLToPath(new URL('./apps/web/src/', import.meta.url)) } },
  test: {
    exclude: neverTests,
    // With the db project beside the others (npm test), each project's span and file time at the end.
    ...(databaseProjectUrl && !postgresOnly ? { reporters: ['default', new ProjectTimes()] } : {}),
    // Every test file's database is a copy of one migrated template (cheap on a busy machine).
    globalSetup: ['packages/db/src/test-template.setup.ts'],
    // Room for a busy 2-core machine (other programs, parallel files): a slow start is not a failure. At load
    // 18 on 2 cores (6 Dec 2026: five other engineers' builds and tests beside the suite) a file's set-up of
    // an app and a few signed-in people (scrypt) took over 60 s and tests 30 s; a passing test still ends as
    // soon as it passes, so the room costs nothing on a quiet machine.
    testTimeout: 90_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // A young generation of 32 MB instead of V8's 16: the API tests make much short-lived garbage (requests,
    // rows, PGlite's buffers), and fewer scavenges promote less of it (7 Dec 2026, the same 111 route tests in
    // one worker: 60.5 CPU-s by default, 56 with 32 MB, 58 with 64).
    execArgv: ['--max-semi-space-size=32'],
    // A worker per core, at least two (many tests wait on scrypt, PGlite or sockets); VITEST_MAX_WORKERS sets
    // another count. Not `--maxWorkers`: the projects below inherit this count and keep it over the flag's.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, availableParallelism()),
    projects: [
      ...(postgresOnly
        ? []
        : [
            { extends: true as const, test: { name: 'server', include: serverTests, ...filesShareWorkers } },
            // As the server project's files, one after another in a worker, each with our modules afresh: a
            // process per file cost its start and imports (React, next-intl…) each time (7 Dec 2026, the 32 web
            // files alone: 39.2 CPU-s with a process each, 16.3 so).
            {
              extends: true as const,
              test: {
                name: 'web',
                include: webTests,
                exclude: [...neverTests, ...webTestsWithMocks],
                ...filesShareWorkers,
              },
            },
            { extends: true as const, test: { name: 'web-mocks', include: webTestsWithMocks } },
          ]),
      ...(postgresOnly || databaseProjectUrl
        ? [
            {
              extends: true as const,
              test: {
                // Named so that Vitest queues its files first (projects go by name): their waits on app
                // processes and on the server leave room for the journeys beside them, not for an idle core at
                // the end. client.test.ts and backup.test.ts test the embedded database's folder and its
                // backups, PGlite alone (backup.test.ts's 29 s of tests ran here a second time for nothing).
                name: 'db',
                include: postgresTests,
                exclude: [...neverTests, 'packages/db/src/client.test.ts', 'packages/db/src/backup.test.ts'],
                // Each project's workers are processes of their own (Vitest never lends one to another project).
                env: {
                  TENDERO_TESTS: 'postgres',
                  ...(databaseProjectUrl ? { TEST_DATABASE_URL: databaseProjectUrl } : {}),
                },
                ...filesShareWorkers,
              },
            },
          ]
        : []),
    ],
  },
});
