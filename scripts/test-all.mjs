#!/usr/bin/env node
// `npm test`: every phase of the tests, side by side where one does not need another's result:
//
//   check (lint, types) ─┐
//   build (next build) ──┼─ at once, from the start
//   seed (demo data) ────┴─▶ e2e (Playwright against several servers, once build and seed are done)
//   unit (Vitest; with TEST_DATABASE_URL, the database tests on that server too) once build and seed ended,
//   beside e2e
//
// Every phase runs at normal priority. TEST_SIDE_NICE=5 runs check and unit niced, so they take only the CPU
// the journeys leave; it is not the default: at load 50-70 (6 Dec 2026, five other engineers' builds and
// tests beside) the niced unit phase starved and the demo seed test ran out of its 360 s, while the same
// suite at normal priority passed. Each phase runs through scripts/phase.sh, which
// prints its wall and CPU time; its output lines are prefixed with its name, so phases side by side stay
// readable. A failed phase fails the run; the journeys are skipped when the build or the seed failed.
//
//   node scripts/test-all.mjs [phase…] [-- playwright arguments]
//     only these phases and what they need (`npm run test:e2e` = `node scripts/test-all.mjs e2e`)
//
// Settings (environment): E2E_SERVERS (identical servers the journeys share, each on a copy of the one
// seeded folder; default a server per two cores, at least one), E2E_PORT / E2E_STRIPE_PORT (the first server's
// ports, default 3100 / 3199; server i adds i to the first and takes i from the second), E2E_WORKERS
// (browsers, default two per server; playwright.config.ts), TEST_DATABASE_URL (the unit phase runs the database
// tests on that server too, `test-all.mjs db` only them; everything else always uses PGlite).
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const argv = process.argv.slice(2);
const askedPhases = argv.includes('--') ? argv.slice(0, argv.indexOf('--')) : argv;
const playwrightArguments = argv.includes('--') ? argv.slice(argv.indexOf('--') + 1) : [];
const seededDir = '.tmp/e2e-seeded';
// A server per two cores, at least one and at most six (their Stripe stand-ins count down from 3199 and
// must stay clear of running.spec.ts's 3191-3193).
// A server with its two browsers keeps about two cores busy: on 2 cores a second server only adds its own
// start and memory to the same CPU (6 Dec 2026, quiet 2-core machine: .ci/run took 860 s with two servers
// where the sequential runner took 797 s; the journeys are CPU-bound there).
const servers = Number(process.env.E2E_SERVERS) || Math.min(6, Math.max(1, Math.floor(availableParallelism() / 2)));
const sideNice = String(process.env.TEST_SIDE_NICE ?? 0);
const databaseUrl = process.env.TEST_DATABASE_URL;

/** The other phases never see TEST_DATABASE_URL: with it, every unit test would run on that server. */
const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
delete baseEnv.TEST_DATABASE_URL;
// Plain lines in the log: colour codes mid-line make prefixed output hard to read (FORCE_COLOR keeps them).
// Playwright writes plain lines already and sets FORCE_COLOR for its servers (NO_COLOR beside it warns).
const plain = process.env.FORCE_COLOR ? {} : { NO_COLOR: '1' };

/**
 * With a PostgreSQL server (TEST_DATABASE_URL), the unit phase runs the database tests on it too: one Vitest
 * run with a `db` project beside the others (TEST_DB_PROJECT_URL, vitest.config.ts), whose workers go on to
 * the unit files once the database files are done. As two phases of a worker each, the unit phase ran alone
 * for its last 32-38 s with a core idle (7 Dec 2026, quiet 2-core machine, three runs). `test-all.mjs db`
 * still runs the database tests alone (`npm run test:db`).
 */
const unitWithDatabase = Boolean(databaseUrl) && (askedPhases.length === 0 || askedPhases.includes('unit'));
/**
 * Beside the journeys, Vitest takes a worker per two cores (one on two cores) for the unit tests, as many again
 * for the database tests, instead of one per core: the journeys already keep every core busy, and more
 * processes than cores cost each phase more CPU for the same work. Set through VITEST_MAX_WORKERS
 * (vitest.config.ts): Vitest's `--maxWorkers` reaches only the root configuration, and each project keeps
 * the count it inherited from the file, so until 7 Dec 2026 the flag passed here changed nothing (both
 * phases ran a worker per core). Alone, 14 API test files took 53-58 CPU-s and 43-47 s in one worker,
 * 67-73 CPU-s and 39-42 s in two (quiet 2-core machine, two runs each, alternating): a second worker bought
 * little time for a quarter more CPU.
 */
const besideJourneys = askedPhases.length === 0 || askedPhases.includes('e2e');
const vitestWorkers = (suites) =>
  besideJourneys ? { VITEST_MAX_WORKERS: String(suites * Math.max(1, Math.floor(availableParallelism() / 2))) } : {};
const nice = (command) => (sideNice === '0' ? command : ['nice', '-n', sideNice, ...command]);

/** name → { needs (must pass first), after (must end first), command, env (or a function giving it when the phase starts) } */
const phases = {
  check: { needs: [], command: nice(['npm', 'run', '--silent', 'check']), env: plain },
  unit: {
    needs: [],
    // After the build and the seed, which the journeys wait for: beside them from the start it made them
    // slower (7 Dec 2026, quiet 2-core machine, fresh clones one after the other: build 139-161 s wall beside
    // the unit tests, 87 s without; .ci/run 1,001 s, then 988 s so, the unit phase ending 20 s before the
    // journeys; docs/benchmarks.md). Run alone (`test-all.mjs unit`) it starts at once.
    after: ['build', 'seed'],
    // Not niced with the database tests in it: their fault tests start app processes against a 120 s limit,
    // and under nice at load 50 (6 Dec 2026, beside the journeys) they ran out of it.
    command: unitWithDatabase ? ['npm', 'run', '--silent', 'test:unit'] : nice(['npm', 'run', '--silent', 'test:unit']),
    env: () => ({
      ...plain,
      ...vitestWorkers(unitWithDatabase ? 2 : 1),
      ...(unitWithDatabase ? { TEST_DB_PROJECT_URL: databaseUrl } : {}),
      // The seed phase's folder, when it made one in this run: the demo seed test runs on a copy of it instead of
      // seeding the 88 companies once more (apps/api/src/seed/demo-seed-steps.test.ts).
      ...(outcome.get('seed') === 0 ? { TEST_SEEDED_DEMO_DATA: join(root, seededDir) } : {}),
    }),
  },
  build: { needs: [], command: ['npm', 'run', '--silent', 'build'], env: plain },
  seed: { needs: [], command: ['node', '--import', 'tsx', 'e2e/seed-data.ts', seededDir], env: plain },
  e2e: {
    needs: ['build', 'seed'],
    command: ['npx', 'playwright', 'test', ...playwrightArguments],
    env: { E2E_SEEDED_DATA: seededDir, E2E_SERVERS: String(servers) },
  },
  ...(databaseUrl
    ? {
        db: {
          needs: [],
          // Only when asked for without the unit phase (which runs these tests in its db project). When the
          // build and the seed have ended, beside the journeys: much of it waits (app processes killed and
          // restarted, the PostgreSQL server), so it fills the cores the others leave; from the start it
          // slowed the build and the journeys' start (7 Dec 2026: 1,144 s against 998). At normal priority, as
          // the unit phase with it.
          after: ['build', 'seed'],
          command: ['npm', 'run', '--silent', 'test:db'],
          env: { ...plain, ...vitestWorkers(1), TEST_DATABASE_URL: databaseUrl },
        },
      }
    : {}),
};

/** The phases asked for (all by default) and, before them, what they need. */
function selected(asked) {
  const wanted = new Set();
  const add = (name) => {
    if (wanted.has(name)) return;
    for (const need of phases[name].needs) add(need);
    wanted.add(name);
  };
  for (const name of asked.length > 0 ? asked : Object.keys(phases)) {
    // The unit phase runs the database tests already.
    if (name === 'db' && unitWithDatabase) continue;
    if (phases[name]) add(name);
    else {
      console.error(`unknown phase "${name}" (phases: ${Object.keys(phases).join(', ')})`);
      process.exit(2);
    }
  }
  return [...wanted];
}

const width = Math.max(...Object.keys(phases).map((name) => name.length));
const print = (name, line) => process.stdout.write(`${`[${name}]`.padEnd(width + 3)}${line}\n`);

/** Runs one phase through scripts/phase.sh, each output line prefixed with its name; resolves its exit status. */
function run(name, phaseLog) {
  const { command } = phases[name];
  const env = typeof phases[name].env === 'function' ? phases[name].env() : phases[name].env;
  print(name, `$ ${command.join(' ')}`);
  const child = spawn(join(root, 'scripts', 'phase.sh'), [name, ...command], {
    cwd: root,
    env: { ...baseEnv, ...env, PHASE_LOG: phaseLog },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a stop reaches everything the phase started (servers, browsers, workers).
    detached: true,
  });
  running.add(child);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => print(name, line));
  }
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 128 : 1));
    }),
  );
}

const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    }
    process.exit(130);
  });
}

const wanted = selected(askedPhases);
const logDir = mkdtempSync(join(tmpdir(), 'tendero-phases-'));
const phaseLog = join(logDir, 'phases');
appendFileSync(phaseLog, '');
const started = Date.now();
const outcome = new Map();
/**
 * Each phase starts when the phases it needs have passed (a phase whose needs failed is skipped) and those
 * it comes after have ended.
 */
const done = new Map();
function start(name) {
  if (!done.has(name)) {
    done.set(
      name,
      (async () => {
        const needs = phases[name].needs.filter((need) => wanted.includes(need));
        const after = (phases[name].after ?? []).filter((phase) => wanted.includes(phase));
        const [passed] = await Promise.all([Promise.all(needs.map(start)), Promise.all(after.map(start))]);
        const status = passed.every(Boolean) ? await run(name, phaseLog) : 'skipped';
        outcome.set(name, status);
        return status === 0;
      })(),
    );
  }
  return done.get(name);
}
await Promise.all(wanted.map(start));

// The summary: each phase's wall and CPU time, in the order they ended, and what failed.
const rows = readFileSync(phaseLog, 'utf8')
  .trim()
  .split('\n')
  .filter(Boolean)
  .map((line) => line.split(' '));
if (process.env.PHASE_LOG) appendFileSync(process.env.PHASE_LOG, rows.map((row) => `${row.join(' ')}\n`).join(''));
rmSync(logDir, { recursive: true, force: true });
const total = Math.round((Date.now() - started) / 1000);
console.log(`== npm test: phases side by side (wall and CPU time, s; ${total} s in all)`);
for (const [name, seconds, status, cpu] of rows) {
  console.log(
    `   ${name.padEnd(width)} ${seconds.padStart(5)} wall ${String(cpu ?? '?').padStart(5)} CPU${status === '0' ? '' : `  FAILED (exit ${status})`}`,
  );
}
const failed = wanted.filter((name) => outcome.get(name) !== 0);
for (const name of failed.filter((name) => outcome.get(name) === 'skipped'))
  console.log(`   ${name.padEnd(width)} skipped (a phase it needs failed)`);
if (failed.length > 0) {
  console.log(`== npm test FAILED: ${failed.join(', ')} (their lines above are prefixed [name])`);
  process.exit(1);
}
console.log('== npm test passed');
